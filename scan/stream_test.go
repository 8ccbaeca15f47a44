// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// watchWriter collects what is written to it, and closes seen when it
// holds n copies of want (await).
type watchWriter struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	want string
	n    int
	seen chan struct{}
}

func (w *watchWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	w.check()
	return len(p), nil
}

// check closes seen when the output holds n copies of want. w.mu is held.
func (w *watchWriter) check() {
	if w.seen != nil && strings.Count(w.buf.String(), w.want) >= w.n {
		close(w.seen)
		w.seen = nil
	}
}

// await returns a channel closed when the output holds n copies of want.
func (w *watchWriter) await(n int) <-chan struct{} {
	w.mu.Lock()
	defer w.mu.Unlock()
	c := make(chan struct{})
	w.n, w.seen = n, c
	w.check()
	return c
}

func (w *watchWriter) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// hangGuard is how long TestStreamingOutput waits for output that a
// working scan writes at once: it turns a scan that waits for more input
// into a failure rather than a hang. It measures nothing.
const hangGuard = 2 * time.Minute

// TestStreamingOutput checks that scan prints what it found in the input
// it has read when a read of more would wait (issue 33: `tail -f
// access.log | scan` printed nothing while the log was quiet, and scan
// parse its first line after 1,258 input lines): a pipe delivers a line
// and then nothing until the test has seen the line's output.
func TestStreamingOutput(t *testing.T) {
	const log = `192.0.2.1 - - [20/Nov/2026:06:25:00 +0000] "GET /a?b=c HTTP/1.1" 200 5 "http://ref.example/x" "curl/8.0"` + "\n"
	tests := []struct {
		args []string
		in   string
		want string
	}{
		{nil, log, "/a?b=c\nhttp://ref.example/x\n"},
		{[]string{"-json"}, log, `"ref": "http://ref.example/x"`},
		{[]string{"-c"}, log, ""}, // nothing before the end: the count
		{[]string{"parse"}, "http://h/p\n", "valid scheme=http host=h host_kind=regname path=/p\n"},
		{[]string{"parse", "-json"}, "http://h/p\n", `{"in": "http://h/p", "valid": true`},
		{[]string{"normalize"}, "HTTP://H/./p\n", "http://h/p\n"},
		{[]string{"to-uri"}, "http://h/é\n", "http://h/%C3%A9\n"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			out := &watchWriter{want: tt.want}
			var errb bytes.Buffer
			done := make(chan int)
			go func() { done <- run(tt.args, r, out, &errb) }()
			// Twice: the input goes quiet after each line.
			for round := 1; round <= 2; round++ {
				if _, err := io.WriteString(w, tt.in); err != nil {
					t.Fatal(err)
				}
				if tt.want == "" {
					continue
				}
				select {
				case <-out.await(round):
				case code := <-done:
					t.Fatalf("scan exited (%d) before its input ended; output %q, stderr %q", code, out.String(), errb.String())
				case <-time.After(hangGuard):
					t.Fatalf("line %d: with the pipe open and quiet, scan printed %q, not %d times %q", round, out.String(), round, tt.want)
				}
			}
			w.Close()
			if code := <-done; code != exitOK {
				t.Errorf("exit %d, stderr %q", code, errb.String())
			}
		})
	}
}
