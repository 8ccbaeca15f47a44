// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// startProgress shows a progress line on w (a terminal) for an input of
// size bytes, of which done are read, until the returned function is
// called; it then erases the line.
func startProgress(w io.Writer, mu *sync.Mutex, name string, size int64, done *atomic.Int64) (stop func()) {
	quit := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		start := time.Now()
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-quit:
				mu.Lock()
				fmt.Fprint(w, "\r\033[K")
				mu.Unlock()
				return
			case <-t.C:
				mu.Lock()
				fmt.Fprint(w, "\r\033[K"+progressLine(name, done.Load(), size, time.Since(start)))
				mu.Unlock()
			}
		}
	}()
	return func() { close(quit); wg.Wait() }
}

// progressLine formats the state of a run: bytes done, rate, ETA.
func progressLine(name string, done, size int64, elapsed time.Duration) string {
	rate := float64(done) / elapsed.Seconds()
	eta := "?"
	if rate > 0 && done <= size {
		eta = (time.Duration(float64(size-done) / rate * float64(time.Second))).Round(time.Second).String()
	}
	return fmt.Sprintf("scan: %s: %3.0f%% %.1f of %.1f MB, %.0f MB/s, ETA %s",
		name, 100*float64(done)/float64(size), float64(done)/1e6, float64(size)/1e6, rate/1e6, eta)
}
