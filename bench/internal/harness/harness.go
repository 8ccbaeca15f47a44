// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package harness speaks the protocol of ../../native/harness.h to a
// running native peer program: one command per line on its standard
// input, one reply per line on its standard output, "ok" and its fields
// or "err" and a message; strings travel as "x" and their bytes in hex.
// The benchmarks (bench.StartNative) and the tests of bench/webhost
// against native ada use it.
package harness

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
)

// A Proc is one running native program. Its methods may be called from
// several goroutines: one command is in flight at a time.
type Proc struct {
	name string
	cmd  *exec.Cmd
	in   io.WriteCloser
	w    *bufio.Writer
	out  *bufio.Reader
	mu   sync.Mutex
	err  error // once set, the program is not asked again
}

// Start starts the program at path; name names it in errors. Its standard
// error is the caller's.
func Start(name, path string) (*Proc, error) {
	cmd := exec.Command(path)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &Proc{name: name, cmd: cmd, in: in, w: bufio.NewWriter(in), out: bufio.NewReaderSize(out, 1<<16)}, nil
}

// Call sends one command and returns the fields of the reply after "ok".
// A reply "err ..." is returned as an error; a failure to talk to the
// program is kept, and returned by every later call.
func (p *Proc) Call(args ...string) ([]string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err != nil {
		return nil, p.err
	}
	p.w.WriteString(strings.Join(args, " "))
	p.w.WriteByte('\n')
	err := p.w.Flush()
	var line string
	if err == nil {
		line, err = p.out.ReadString('\n')
	}
	if err != nil {
		p.err = fmt.Errorf("native %s: %s: %v", p.name, args[0], err)
		return nil, p.err
	}
	f := strings.Fields(line)
	switch {
	case len(f) > 0 && f[0] == "ok":
		return f[1:], nil
	case len(f) > 0 && f[0] == "err":
		return nil, fmt.Errorf("native %s: %s: %s", p.name, args[0], strings.Join(f[1:], " "))
	}
	return nil, fmt.Errorf("native %s: %s: reply %q", p.name, args[0], line)
}

// Stop closes the program's input, which ends it, and waits for it.
func (p *Proc) Stop() {
	p.in.Close()
	p.cmd.Wait()
}

// XHex and UnXHex are the protocol's form of a string: "x" and its bytes
// in hex.
func XHex(s string) string { return "x" + hex.EncodeToString([]byte(s)) }

// UnXHex is the inverse of XHex.
func UnXHex(s string) (string, error) {
	if !strings.HasPrefix(s, "x") {
		return "", fmt.Errorf("not an x-hex string: %q", s)
	}
	b, err := hex.DecodeString(s[1:])
	return string(b), err
}

// Err returns the failure to talk to the program that Call kept, or nil.
func (p *Proc) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.err
}
