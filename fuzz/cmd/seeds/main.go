// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command seeds writes the seed corpora of the root package's fuzz targets
// to ../testdata/fuzz/<Target>/ (run from fuzz/: go run ./cmd/seeds). The
// seeds are the conformance inputs and, when ../../shared/datasets is
// present, the shapes of the dataset URLs: every letter mapped to "a" or
// "A" and every digit to "1", so that no dataset text is committed.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

func main() {
	var inputs []string
	f, err := os.Open("../testdata/parse.jsonl")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var v struct{ In string }
		if err := json.Unmarshal(sc.Bytes(), &v); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		inputs = append(inputs, v.In)
	}
	f.Close()
	inputs = append(inputs, shapes("../../shared/datasets", 200)...)
	for _, target := range []string{"FuzzParse", "FuzzRefInvariants"} {
		write(target, inputs, func(s string) string { return "string(" + strconv.Quote(s) + ")\n" })
	}
	write("FuzzErrorOffset", inputs, func(s string) string {
		return "string(" + strconv.Quote(s) + ")\nstring(\"\")\n"
	})
}

// shapes returns up to n distinct shapes of the dataset lines.
func shapes(dir string, n int) []string {
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	seen := map[string]bool{}
	var out []string
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		for i := 0; sc.Scan() && i < 100000; i++ {
			line := strings.TrimPrefix(sc.Text(), "\ufeff")
			sh := strings.Map(func(r rune) rune {
				switch {
				case 'a' <= r && r <= 'z':
					return 'a'
				case 'A' <= r && r <= 'Z':
					return 'A'
				case '0' <= r && r <= '9':
					return '1'
				}
				return r
			}, line)
			if len(sh) <= 200 && !seen[sh] {
				seen[sh] = true
				out = append(out, sh)
			}
		}
		f.Close()
	}
	sort.Slice(out, func(i, j int) bool { return len(out[i]) < len(out[j]) || len(out[i]) == len(out[j]) && out[i] < out[j] })
	if len(out) > n {
		out = out[:n]
	}
	return out
}

func write(target string, inputs []string, body func(string) string) {
	dir := filepath.Join("..", "testdata", "fuzz", target)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, s := range inputs {
		data := "go test fuzz v1\n" + body(s)
		sum := sha256.Sum256([]byte(data))
		if err := os.WriteFile(filepath.Join(dir, "seed-"+hex.EncodeToString(sum[:8])), []byte(data), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
