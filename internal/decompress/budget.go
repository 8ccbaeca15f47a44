// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package decompress

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
)

// DefaultMemory is the limit of the default Budget: the decoder state
// (xz's dictionaries, zstd's windows, the tables of bzip2 and gzip) that
// all the Readers of a process hold at once. It lets one stream made
// with xz -9 or zstd --long=27 be read, and several of the usual ones at
// once.
const DefaultMemory = 256 << 20

// A Budget bounds the memory that the decoders sharing it hold at once.
// Each Reader takes from it what its stream says it needs (an xz block's
// dictionary size, a zstd frame's window) before its decoder allocates
// it, and gives it back at the end of the stream, at Reset and at Close.
// A Reader that needs more than is free waits for it, the readers being
// served in the order they asked; one that needs more than the whole
// limit fails with an *Error whose Err is ErrMemory. A Budget is safe for
// concurrent use.
type Budget struct {
	mu    sync.Mutex
	cond  sync.Cond
	limit int64
	used  int64
	// Tickets in the order of asking: next is the next one handed out,
	// serving the one that may take memory now.
	next, serving uint64
}

// NewBudget returns a Budget of limit bytes.
func NewBudget(limit int64) *Budget {
	b := &Budget{limit: limit}
	b.cond.L = &b.mu
	return b
}

var defaultBudget = NewBudget(DefaultMemory)

// DefaultBudget returns the Budget of the Readers made by NewReader:
// one for the whole process, of DefaultMemory bytes unless SetLimit
// changes it.
func DefaultBudget() *Budget { return defaultBudget }

// Limit returns the limit of b in bytes.
func (b *Budget) Limit() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.limit
}

// SetLimit sets the limit of b to limit bytes. A lower limit than the
// memory held does not take it back: the readers that wait go on waiting
// until enough is given back.
func (b *Budget) SetLimit(limit int64) {
	b.mu.Lock()
	b.limit = limit
	b.mu.Unlock()
	b.cond.Broadcast()
}

// Used returns the number of bytes held by the readers of b.
func (b *Budget) Used() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.used
}

// ErrMemory is the Err of an *Error for a stream whose decoder would need
// more memory than its Reader's Budget allows.
var ErrMemory = errors.New("decoder memory over the limit")

// memoryError is the error of a need of n bytes, more than the limit of
// b or than is free for a stream that already holds some.
type memoryError struct {
	what       string // "an xz dictionary", "a zstd window"
	need, have int64  // the size asked for (without overheads), the limit or the free memory
	free       bool   // the need is over the free memory, not the limit
}

func (e *memoryError) Error() string {
	if e.free {
		return fmt.Sprintf("%s of %s, more than the start of the stream asked for, while only %s of the decoder memory is free", e.what, size(e.need), size(e.have))
	}
	return fmt.Sprintf("%s of %s, more than the decoder memory limit of %s", e.what, size(e.need), size(e.have))
}

func (e *memoryError) Is(target error) bool { return target == ErrMemory }

// size formats n bytes in MiB or KiB when it is a whole number of them.
func size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// acquire takes n bytes from b, waiting for them behind the readers that
// asked before; n over the limit is a *memoryError at once.
func (b *Budget) acquire(what string, n int64) *memoryError {
	b.mu.Lock()
	defer b.mu.Unlock()
	if n > b.limit {
		return &memoryError{what: what, need: n, have: b.limit}
	}
	t := b.next
	b.next++
	for t != b.serving || b.used+n > b.limit {
		if n > b.limit { // lowered while waiting
			b.skip(t)
			return &memoryError{what: what, need: n, have: b.limit}
		}
		b.cond.Wait()
	}
	b.used += n
	b.serving++
	b.cond.Broadcast()
	return nil
}

// skip gives up ticket t, which must be the one served or a later one:
// it waits for its turn, so that the order holds, and passes it on.
func (b *Budget) skip(t uint64) {
	for t != b.serving {
		b.cond.Wait()
	}
	b.serving++
	b.cond.Broadcast()
}

// tryAcquire takes n bytes from b when they are free now, ahead of the
// readers that wait: it is for a stream that already holds memory and
// needs more, which must not wait for readers that may wait for it.
func (b *Budget) tryAcquire(what string, n int64) *memoryError {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case n > b.limit:
		return &memoryError{what: what, need: n, have: b.limit}
	case b.used+n > b.limit:
		return &memoryError{what: what, need: n, have: b.limit - b.used, free: true}
	}
	b.used += n
	return nil
}

// release gives n bytes back to b.
func (b *Budget) release(n int64) {
	if n == 0 {
		return
	}
	b.mu.Lock()
	b.used -= n
	b.mu.Unlock()
	b.cond.Broadcast()
}

// take sets up the following of a stream in format f, whose first bytes
// z has read, and takes from the Budget the memory of its decoder: for
// xz and zstd what the first header asks for (read now), for gzip and
// bzip2 their fixed need.
func (z *Reader) take(f Format) error {
	z.src.limit = 0
	var base int64
	switch f {
	case Plain:
		return nil
	case Gzip:
		base = gzipMemory
	case Bzip2:
		base = bzip2Memory
	case XZ:
		z.src.sniff = newXZSniffer(z.need)
		base = xzOverhead
	case Zstd:
		z.src.sniff = newZstdSniffer(z.need)
		base = zstdOverhead
	}
	if z.budget == nil {
		z.src.sniff = nil
		return nil
	}
	z.initial = true
	defer func() { z.initial = false }()
	if z.src.sniff != nil {
		// The bytes read to tell the format were not sniffed.
		b, _ := z.br.Peek(z.br.Buffered())
		if _, err := z.src.sniff.feed(b); err != nil {
			return z.wrap(err)
		}
		// Read on until the first header that needs memory has been
		// seen (it is before the first byte the decoder returns,
		// after skippable frames, if any, that the buffer holds).
		for z.held == 0 && z.br.Buffered() < z.br.Size() {
			if _, err := z.br.Peek(z.br.Buffered() + 1); err != nil {
				break
			}
		}
		// A fault after the first need is met comes after the bytes
		// before it, from Read.
		if e := z.src.err; z.held == 0 && e != nil && (e == errSniff || errors.Is(e, ErrMemory)) {
			return z.wrap(e)
		}
	}
	if z.held == 0 {
		return z.need("a decoder", 0, base)
	}
	return nil
}

// need takes memory for a decoder that needs n bytes in all for the
// stream: the first need, in Reset, waiting for it; a later one only when
// it is free now (a later header that asks for more than the first while
// other Readers hold the rest is an error, so that no Reader holds memory
// while it waits).
func (z *Reader) need(what string, size, overhead int64) error {
	n := size + overhead
	if n <= z.held || z.budget == nil {
		return nil
	}
	var err *memoryError
	if z.initial && z.held == 0 {
		// The first need of the stream: nothing is held while waiting.
		err = z.budget.acquire(what, n)
	} else {
		err = z.budget.tryAcquire(what, n-z.held)
	}
	if err != nil {
		err.need = size
		return err
	}
	z.held = n
	return nil
}

// collectAt is the memory given back from which release collects the
// garbage first, so that a Reader that waits for it allocates in the
// room of the dictionary given back rather than beside it.
const collectAt = 32 << 20

// release gives back the memory of the stream, once the decoders no
// longer hold it.
func (z *Reader) release() {
	z.src.sniff = nil
	if z.held == 0 {
		return
	}
	// The xz reader holds its dictionary, and the zstd decoder keeps
	// its window from one stream to the next.
	z.dec = eof{}
	if z.zs != nil {
		z.zs.Close()
		z.zs = nil
	}
	if z.held >= collectAt {
		runtime.GC()
	}
	z.budget.release(z.held)
	z.held = 0
}

// xzDictMax returns the largest dictionary the xz decoder of a stream
// may allocate, and keeps the limit it comes from: what the Budget's
// limit leaves beside the overhead when the stream starts. The sniffer
// takes each dictionary from the Budget before the decoder sees its
// header; the cap is a second guard, in the decoder itself, should a
// header ever pass the sniffer unseen. A limit raised later applies from
// the next Reset.
func (z *Reader) xzDictMax() uint32 {
	z.xzLimit = math.MaxUint32 + xzOverhead // no Budget: any dictionary
	if z.budget != nil {
		z.xzLimit = min(z.budget.Limit(), z.xzLimit)
	}
	return uint32(max(z.xzLimit-xzOverhead, 1)) // 0 would be the decoder's default
}

// xzMemlimit returns the error of a dictionary the xz decoder refused as
// over its cap (xzDictMax).
func (z *Reader) xzMemlimit() error {
	e := &memoryError{what: "an xz dictionary", have: z.xzLimit}
	if s, ok := z.src.sniff.(*xzSniffer); ok {
		e.need = s.dict
	}
	return e
}
