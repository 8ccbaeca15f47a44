// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"

	"github.com/uriscan/uri/internal/decompress"
	"github.com/uriscan/uri/logs"
)

// Every command reads its inputs through one driver, the job: in one
// pass on the caller's goroutine with -j 1, and otherwise through the
// region pipeline (regions.go), whose workers take regions in input
// order and whose writer prints their output in that order, the same
// output as one pass, byte for byte:
//
//   - a regular file of parallelMin bytes or more, not compressed, is cut
//     into regions read at their offsets (regions.go);
//   - a smaller regular file, and a compressed one when there are
//     several inputs, is one region, read (and decompressed) by one
//     worker: many files are read by the workers at once, each worker's
//     decompression on its own core;
//   - the only input when it is compressed, and any input that is not a
//     regular file (standard input, a pipe), is a stream: the producer
//     reads it (decompressing it on its own goroutine, ahead of the
//     workers) and cuts it at safe points into regions in memory; before
//     a read that would wait, it cuts at once, so that `tail -f log |
//     scan` prints each line's references as the line comes.
//
// With -j 1 nothing runs beside the command's goroutine: decompression
// too is on it, so that -j counts the cores a run takes.

// A job is a command's part of the reading of its inputs.
type job struct {
	cmd       string // names the command in messages: "scan", "scan parse"
	workers   int    // -j
	sep       byte   // the record separator
	records   bool   // regions may end after any separator; else at the extractor's safe points
	maxLen    int    // the extractor's -max-length, for its safe points
	expansion int64  // output bytes per byte of input, for regionPlan
	stderr    io.Writer
	errMu     *sync.Mutex // taken to write to stderr
	w         io.Writer   // the output, under the command's buffer
	// flush writes out the command's buffered output, before the
	// pipeline writes to w itself.
	flush func() error

	// one reads the input in in one pass, from r, on the caller's
	// goroutine, and writes to the command's output. A readError is a
	// failure of the input; any other error stops the command.
	one func(in *input, r io.Reader) error
	// work runs region r on worker w: its bytes are those of rd (and
	// r.data holds them, when not nil and not r.whole); its output goes
	// to sink. runEach sets it.
	work func(w int, r *region, rd io.Reader, sink *regionSink) error
	// written, if not nil, is called after the output of r is written.
	written func(r *region)
	// inputEnd, if not nil, is called after the last of an input that
	// could be opened, read to its end or not: in.n, in.last and
	// in.compressed are set.
	inputEnd func(in *input)
	// progress, if not nil, starts a progress line for the only input
	// when it is a regular file, and returns the counter of its bytes
	// read (compressed bytes when compressed) and the function that
	// stops the line; nil when no line is shown.
	progress func(in *input) (*atomic.Int64, func())
}

// runEach runs j with a state of type W for each worker of the region
// pipeline (none with -j 1), which keeps its buffers and counts from one
// region to the next: work runs region r, whose bytes rd reads, on the
// worker whose state is w (its zero value on the worker's first region).
// It returns the workers' states, for their counts, and the error of
// run.
func runEach[W any](j *job, names []string, recursive bool, stdin io.Reader, work func(w *W, r *region, rd io.Reader, sink *regionSink) error) ([]W, error) {
	ws := make([]W, workerCount(j.workers))
	j.work = func(w int, r *region, rd io.Reader, sink *regionSink) error {
		return work(&ws[w], r, rd, sink)
	}
	err := j.run(names, recursive, stdin)
	return ws, err
}

// run reads the inputs named in names (with -r, under the folders named),
// or standard input. It returns errInputs when an input could not be
// opened or read (each was reported), or the first error writing the
// output.
func (j *job) run(names []string, recursive bool, stdin io.Reader) error {
	single := len(names) <= 1 && !recursive
	if recursive && len(names) == 1 {
		st, err := os.Stat(names[0])
		single = err != nil || !st.IsDir()
	}
	var failed bool
	var err error
	if j.workers <= 1 {
		failed, err = j.sequential(names, recursive, stdin, single)
	} else {
		failed, err = j.pipeline(names, recursive, stdin, single)
	}
	if err == nil && failed {
		err = errInputs
	}
	return err
}

// report writes a message on standard error.
func (j *job) report(msg string) {
	j.errMu.Lock()
	fmt.Fprintln(j.stderr, msg)
	j.errMu.Unlock()
}

// failure reports err, which ended the input in.
func (j *job) failure(in *input, err error) {
	hint := ""
	if errors.Is(err, logs.ErrMemory) {
		hint = " (-max-decoder-memory raises the limit)"
	}
	j.report(fmt.Sprintf("%s: %s: %v%s", j.cmd, in.name, err, hint))
}

// sequential reads the inputs one after the other on this goroutine.
func (j *job) sequential(names []string, recursive bool, stdin io.Reader, single bool) (failed bool, err error) {
	var o opener
	defer o.close()
	eachInput(names, recursive, stdin, func(in *input) bool {
		if in.err != nil {
			j.report(in.openMessage())
			failed = true
			return true
		}
		defer in.close()
		t := tally{r: o.open(in, j.lineSep())}
		t.z = o.compressed()
		if single && j.progress != nil {
			var stop func()
			if t.done, stop = j.progress(in); stop != nil {
				defer stop()
			}
		}
		rerr := j.one(in, &t)
		in.n, in.last = t.n, t.last
		if t.z != nil {
			in.format, in.compressed = t.z.Format(), t.z.InputOffset()
		}
		if j.inputEnd != nil {
			j.inputEnd(in)
		}
		var re readError
		switch {
		case errors.As(rerr, &re):
			j.failure(in, re.err)
			failed = true
		case rerr != nil:
			err = rerr
			return false
		}
		return true
	})
	return failed, err
}

// pipeline reads the inputs with the workers of the region pipeline.
func (j *job) pipeline(names []string, recursive bool, stdin io.Reader, single bool) (failed bool, err error) {
	if err := j.flush(); err != nil {
		return false, err
	}
	workers, rsize, pieces := regionPlan(j.workers, j.expansion)
	// The buffers of stream regions: one per region under way, one
	// being filled, one spare.
	bufs := make(chan []byte, workers+3)
	openers := make([]opener, workers+1) // the last is the producer's
	var stopProgress func()
	var current *input // the producer's, closed here if the pipeline stops in it
	p := &regionPipeline{
		workers: workers, pieces: pieces,
		produce: func(emit func(*region) bool) {
			eachInput(names, recursive, stdin, func(in *input) bool {
				if single && j.progress != nil && in.err == nil {
					in.done, stopProgress = j.progress(in)
				}
				current = in
				s := streamer{j: j, o: &openers[workers], bufs: bufs, rsize: rsize, emit: emit}
				more := s.input(in, single)
				current = nil
				return more
			})
		},
		work: func(w int, r *region, sink *regionSink) error {
			return j.region(&openers[w], w, r, sink, bufs)
		},
		written: func(r *region, ok bool) {
			in := r.in
			if ok && !in.failed {
				if j.written != nil {
					j.written(r)
				}
				switch {
				case in.err != nil:
					j.report(in.openMessage())
					in.failed, failed = true, true
				case r.err != nil:
					j.failure(in, r.err)
					in.failed, failed = true, true
				}
			}
			in.n += r.n
			if r.n > 0 {
				in.last = r.lastByte
			}
			in.compressed += r.compressed
			if r.last {
				in.close()
				if in.err == nil && j.inputEnd != nil {
					j.inputEnd(in)
				}
			}
		},
	}
	err = p.run(j.w)
	if current != nil {
		current.close()
	}
	for i := range openers {
		openers[i].close()
	}
	if stopProgress != nil {
		stopProgress()
	}
	return failed, err
}

// region runs region r on worker w with its opener o.
func (j *job) region(o *opener, w int, r *region, sink *regionSink, bufs chan []byte) error {
	if r.in.err != nil {
		return nil // reported by the writer
	}
	t := tally{}
	switch {
	case r.whole && r.rest != nil:
		// The rest of a stream: its compressed bytes are counted from
		// the start (a plain stream has no progress line).
		t.r = io.MultiReader(bytes.NewReader(r.data), r.rest)
		t.z = r.src
		t.done = r.in.done
	case r.whole:
		t.r = o.open(r.in, j.lineSep())
		t.z = o.compressed()
		t.done = r.in.done
	case r.data != nil:
		// Read by the producer, which counted its progress; a fault
		// that ended its stream ends its bytes as it would a read of
		// the stream.
		o.br.Reset(r.data)
		t.r = &o.br
		if r.pre != nil {
			t.r = io.MultiReader(&o.br, failReader{r.pre})
		}
	default:
		t.r = io.NewSectionReader(sizedFile{r.in.f, r.in.size}, r.a, r.b-r.a)
		t.done = r.in.done
	}
	var err error
	if r.pre == nil || r.data != nil {
		err = j.work(w, r, &t, sink)
	}
	r.n, r.lastByte = t.n, t.last
	if t.z != nil && t.z.Format() != decompress.Plain {
		r.compressed = t.z.InputOffset()
		r.in.format = t.z.Format()
	}
	if r.src != nil {
		r.src.Close()
		recycle(r)
	}
	if r.data != nil {
		select {
		case bufs <- r.data[:0]:
		default:
		}
	}
	if err == nil {
		err = r.pre
	}
	return err
}

// A failReader fails every Read with its error.
type failReader struct{ err error }

func (f failReader) Read([]byte) (int, error) { return 0, f.err }

// An opener opens inputs for reading, decompressed: it keeps its
// decoders from one input to the next.
type opener struct {
	z  *logs.Decoder
	br bytes.Reader // for regions in memory
	// used is set when the last input opened went through z.
	used bool
}

// open returns the reader of the bytes of in, decompressed when in is
// compressed (told by its first bytes), records cut at sep.
func (o *opener) open(in *input, sep byte) io.Reader {
	raw := sized(in.r, in.size)
	o.used = false
	if in.size >= 0 && in.format == decompress.Plain {
		return raw
	}
	if o.z == nil {
		o.z = logs.NewDecoder(nil)
	}
	o.z.SetSeparator(sep)
	o.z.Reset(raw) // an error is Read's
	o.used = true
	return o.z
}

// compressed returns the decoder of the last input opened, or nil when
// it did not go through one.
func (o *opener) compressed() *logs.Decoder {
	if !o.used {
		return nil
	}
	return o.z
}

// handOver gives up the decoder of the last input opened (to a region
// that reads the rest of it): the next input gets new ones.
func (o *opener) handOver() { o.z, o.used = nil, false }

func (o *opener) close() {
	if o.z != nil {
		o.z.Close()
	}
}

// A tally counts the bytes read from r and keeps the last one; it adds
// them to done (for z, the compressed bytes read), when not nil.
type tally struct {
	r    io.Reader
	z    *logs.Decoder
	n    int64
	last byte
	done *atomic.Int64
}

func (t *tally) Read(p []byte) (int, error) {
	n, err := t.r.Read(p)
	if n > 0 {
		t.n += int64(n)
		t.last = p[n-1]
		if t.done != nil {
			if t.z != nil {
				t.done.Store(t.z.InputOffset())
			} else {
				t.done.Add(int64(n))
			}
		}
	}
	return n, err
}
