// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

//go:build goada && cgo

package webhost

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/ada-url/goada"
)

var updateAdaTable = flag.Bool("update", false, "rewrite ada's answers in ../web/testdata/ada.txt from goada")

// goadaAnswer is ada's answer for s, through goada.
func goadaAnswer(s string) string {
	u, err := goada.New(s)
	if err != nil {
		return answer(false, false, "")
	}
	defer u.Free()
	return answer(true, u.HasHostname(), u.Hostname())
}

// TestAdaTable checks the table's column of ada's answers against
// goada; with -update it writes them, and then web's answer and ruling
// where they differ (adaWrong), which TestAdaTable in the web package
// checks.
func TestAdaTable(t *testing.T) {
	header, rows := readAdaTable(t)
	for i := range rows {
		r := &rows[i]
		got := goadaAnswer(r.in)
		if *updateAdaTable {
			r.ada, r.ours, r.ruling = got, "", ""
			if ours := webAnswer(r.in); ours != got {
				r.ours, r.ruling = ours, adaWrong(r.in, ours, got)
				if r.ruling == "" {
					t.Errorf("web gives %q %s; ada %s, and no ruling explains it", r.in, ours, got)
				}
			}
			continue
		}
		if got != r.ada {
			t.Errorf("goada gives %q %s; the table says %s (rerun with -update)", r.in, got, r.ada)
		}
	}
	if *updateAdaTable && !t.Failed() {
		writeAdaTable(t, header, rows)
	}
}

// writeAdaTable writes the table back, each input in Go syntax.
func writeAdaTable(t testing.TB, header string, rows []adaRow) {
	var b strings.Builder
	b.WriteString(header)
	for _, r := range rows {
		fmt.Fprintf(&b, "%s\t%s\t%s", r.class, strconv.Quote(r.in), r.ada)
		if r.ruling != "" {
			fmt.Fprintf(&b, "\t%s\t%s", r.ours, r.ruling)
		}
		b.WriteByte('\n')
	}
	if err := os.WriteFile(adaTablePath, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
