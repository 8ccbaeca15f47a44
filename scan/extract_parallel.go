// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"io"
	"os"
	"sync"
	"sync/atomic"
)

// A large regular file is split into regions of about regionSize bytes,
// extracted by several workers; the output of each region is written in
// input order. A region boundary is a safe point: the start of a line
// that no reference can span. Only a reference between angle brackets may
// span lines (RFC 3986 Appendix C), and its text holds no '<', '>' or '"';
// so a line start is safe when, looking back from it, a '>' or '"' comes
// before any '<', or no '<' comes within the longest reference. From a
// safe point the extractor's state is the same as at the start of an
// input, so each region is extracted as an input of its own, and the
// concatenated output is exactly that of one pass over the file.

const (
	regionSize  = 4 << 20 // nominal region size
	regionFlush = 4 << 20 // output a waiting region may hold before it blocks
	lookSlack   = 256     // added to -max-length for the look-back of a safe point
)

// safePoint returns the first safe point at or after off, or size.
func safePoint(f io.ReaderAt, off, size int64, maxLen int) (int64, error) {
	buf := make([]byte, 64<<10)
	for off < size {
		// Find the next newline at or after off-1.
		n, err := f.ReadAt(buf[:min(int64(len(buf)), size-(off-1))], off-1)
		if n == 0 && err != nil {
			return 0, err
		}
		i := bytes.IndexByte(buf[:n], '\n')
		if i < 0 {
			off += int64(n)
			continue
		}
		p := off - 1 + int64(i) + 1 // just after the newline
		if p >= size {
			return size, nil
		}
		ok, err := safeAt(f, p, maxLen)
		if err != nil {
			return 0, err
		}
		if ok {
			return p, nil
		}
		off = p + 1
	}
	return size, nil
}

// safeAt reports whether no reference can span offset p, a line start.
func safeAt(f io.ReaderAt, p int64, maxLen int) (bool, error) {
	look := int64(maxLen + lookSlack)
	start := max(p-look, 0)
	buf := make([]byte, p-start)
	if _, err := f.ReadAt(buf, start); err != nil {
		return false, err
	}
	for i := len(buf) - 1; i >= 0; i-- {
		switch buf[i] {
		case '>', '"':
			return true, nil
		case '<':
			return false, nil
		}
	}
	return true, nil
}

// parallel extracts from a large regular file with several workers.
func (x *extractor) parallel(name string, f *os.File, size int64, done *atomic.Int64) error {
	type region struct {
		k       int
		a, b    int64
		lines   int64         // separators in the region, for JSON line numbers
		counted chan struct{} // closed when lines is set
	}
	var (
		mu       sync.Mutex
		cond     = sync.NewCond(&mu)
		next     int // the region whose output is written now
		regs     []*region
		firstErr error
	)
	setErr := func(err error) {
		mu.Lock()
		if firstErr == nil {
			firstErr = err
		}
		mu.Unlock()
	}
	work := make(chan *region, x.cfg.workers)
	go func() {
		defer close(work)
		var a int64
		for k := 0; a < size; k++ {
			b, err := safePoint(f, min(a+regionSize, size), size, x.cfg.opts.MaxLength)
			if err != nil {
				setErr(err)
				return
			}
			r := &region{k: k, a: a, b: b, counted: make(chan struct{})}
			mu.Lock()
			regs = append(regs, r)
			mu.Unlock()
			work <- r
			a = b
		}
	}()
	stats := make([]extractStats, x.cfg.workers)
	var wg sync.WaitGroup
	for w := range x.cfg.workers {
		st := &stats[w]
		st.init()
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range work {
				var base int64
				if x.cfg.json {
					n, err := countSeps(f, r.a, r.b, x.cfg.sep())
					if err != nil {
						setErr(err)
					}
					r.lines = n
					close(r.counted)
					for j := 0; j < r.k; j++ {
						mu.Lock()
						p := regs[j]
						mu.Unlock()
						<-p.counted
						base += p.lines
					}
				}
				head := false
				becomeHead := func() {
					if head {
						return
					}
					mu.Lock()
					for next != r.k {
						cond.Wait()
					}
					mu.Unlock()
					head = true
				}
				var pending []byte
				cr := &countReader{r: io.NewSectionReader(f, r.a, r.b-r.a), sep: x.cfg.sep(), done: done}
				err := x.stream(name, cr, r.a, base, st, func(b []byte) error {
					if !head && len(pending)+len(b) <= regionFlush {
						pending = append(pending, b...)
						return nil
					}
					becomeHead()
					if len(pending) > 0 {
						if _, err := x.out.Write(pending); err != nil {
							return err
						}
						pending = nil
					}
					_, err := x.out.Write(b)
					return err
				})
				st.records += cr.records()
				st.bytes += cr.n
				becomeHead()
				if err == nil && len(pending) > 0 {
					_, err = x.out.Write(pending)
				}
				if err != nil {
					setErr(err)
				}
				mu.Lock()
				next++
				cond.Broadcast()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for i := range stats {
		x.st.merge(&stats[i])
	}
	return firstErr
}

// countSeps counts the separators in f[a:b].
func countSeps(f io.ReaderAt, a, b int64, sep byte) (int64, error) {
	buf := make([]byte, 256<<10)
	var n int64
	for a < b {
		m, err := f.ReadAt(buf[:min(int64(len(buf)), b-a)], a)
		n += int64(bytes.Count(buf[:m], []byte{sep}))
		a += int64(m)
		if err != nil && a < b {
			return n, err
		}
	}
	return n, nil
}
