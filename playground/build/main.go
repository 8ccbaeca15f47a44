// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Command build writes the playground page as static files that any web
// server (or GitHub Pages) can serve:
//
//	index.html style.css app.js   the page (playground/web)
//	uriscan.wasm                  playground/wasm, built with GOOS=js GOARCH=wasm -tags purego
//	wasm_exec.js                  Go's own, from $(go env GOROOT)/lib/wasm, never a copy in the repository
//
// Usage, from anywhere in the module:
//
//	go run ./playground/build [-out playground/dist] [-serve localhost:8080]
//
// With -serve it then serves the folder on that address (port 0 picks a
// free one) and prints "serving http://ADDR/" on stdout, until it is
// stopped. It uses the go command on PATH, as go run does.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/uriscan/uri/playground"
)

const wasmPackage = "github.com/uriscan/uri/playground/wasm"

func main() {
	out := flag.String("out", "playground/dist", "output `folder`, created if missing")
	serve := flag.String("serve", "", "after building, serve the folder on this `address` (host:port)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("playground/build: ")
	if flag.NArg() > 0 {
		log.Fatalf("unexpected arguments %q", flag.Args())
	}
	if err := build(*out); err != nil {
		log.Fatal(err)
	}
	if *serve != "" {
		if err := serveDir(*out, *serve); err != nil {
			log.Fatal(err)
		}
	}
}

func build(out string) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	goroot, err := goOutput(nil, "env", "GOROOT")
	if err != nil {
		return err
	}
	// Go 1.24 moved wasm_exec.js from misc/wasm to lib/wasm; go.mod asks
	// for 1.24 or later.
	wasmExec, err := os.ReadFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return fmt.Errorf("the toolchain's wasm_exec.js: %w", err)
	}
	wasm := filepath.Join(out, "uriscan.wasm")
	if _, err := goOutput([]string{"GOOS=js", "GOARCH=wasm"},
		"build", "-tags", "purego", "-trimpath", "-ldflags=-s -w", "-o", wasm, wasmPackage); err != nil {
		return err
	}
	files := map[string][]byte{"wasm_exec.js": wasmExec}
	err = fs.WalkDir(playground.Web, "web", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(playground.Web, path)
		files[strings.TrimPrefix(path, "web/")] = b
		return err
	})
	if err != nil {
		return err
	}
	for name, b := range files {
		dst := filepath.Join(out, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			return err
		}
	}
	fi, err := os.Stat(wasm)
	if err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "playground/build: wrote %s (%d files; uriscan.wasm %.1f MB)\n", out, len(files)+1, float64(fi.Size())/1e6)
	return nil
}

// goOutput runs the go command with the extra environment variables env
// and returns its standard output, trimmed; on failure the error holds
// its standard error.
func goOutput(env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s go %s: %w\n%s", strings.Join(env, " "), strings.Join(args, " "), err, stderr.Bytes())
	}
	return strings.TrimSpace(string(b)), nil
}

func serveDir(dir, addr string) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	files := http.FileServer(http.Dir(dir))
	// The page is rebuilt often while working on it: no stale copies.
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
	fmt.Printf("serving http://%s/\n", ln.Addr())
	err = http.Serve(ln, handler)
	if errors.Is(err, net.ErrClosed) {
		return nil
	}
	return err
}
