// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package topn

import (
	"encoding/binary"
	"errors"
	"math"
	"strconv"
)

// encodingVersion is the first byte of an encoded Counter.
const encodingVersion = 1

// AppendBinary appends c encoded to dst: its budget, the number of
// values counted, its Shed, and each value held with its count, in no
// particular order. It implements encoding.BinaryAppender, so that a
// Counter can cross the shuffle of a distributed runner (the Beam
// pipeline's) and be merged there; the error is always nil.
func (c *Counter) AppendBinary(dst []byte) ([]byte, error) {
	dst = append(dst, encodingVersion)
	dst = binary.AppendUvarint(dst, uint64(c.budget))
	dst = binary.AppendUvarint(dst, uint64(c.total))
	dst = binary.AppendUvarint(dst, uint64(c.shed))
	dst = binary.AppendUvarint(dst, uint64(len(c.counts)))
	for v, i := range c.index {
		dst = binary.AppendUvarint(dst, uint64(len(v)))
		dst = append(dst, v...)
		dst = binary.AppendUvarint(dst, uint64(c.counts[i]))
	}
	return dst, nil
}

// MarshalBinary returns c encoded, as AppendBinary encodes it. It
// implements encoding.BinaryMarshaler.
func (c *Counter) MarshalBinary() ([]byte, error) { return c.AppendBinary(nil) }

// UnmarshalBinary sets c to the Counter that data encodes (see
// AppendBinary). It returns an error, and leaves c as it was, when data
// is not such an encoding: cut short, with bytes after it, a budget
// below 2, a Shed over the values counted, more values than the budget, a value twice, a count below 1,
// or counts whose sum passes the number of values counted. Its work and
// memory are linear in len(data): a length or a number of values is
// checked against the bytes left before anything is allocated for it.
// The values are copied. It implements encoding.BinaryUnmarshaler.
func (c *Counter) UnmarshalBinary(data []byte) error {
	d := decoder{b: data}
	if len(d.b) == 0 || d.b[0] != encodingVersion {
		return errors.New("topn: not an encoded Counter (unknown version)")
	}
	d.b = d.b[1:]
	budget := d.uvarint("budget", math.MaxInt32)
	total := d.uvarint("total", math.MaxInt64)
	shed := d.uvarint("shed", math.MaxInt64)
	// Each value takes at least two bytes: its length and its count.
	n := d.uvarint("number of values", uint64(len(d.b)/2))
	if d.err != nil {
		return d.err
	}
	if budget < 2 {
		return errors.New("topn: encoded Counter: budget " + strconv.FormatUint(budget, 10) + " below 2")
	}
	if shed > total {
		return errors.New("topn: encoded Counter: shed " + strconv.FormatUint(shed, 10) + " over the " + strconv.FormatUint(total, 10) + " values counted")
	}
	if n > budget {
		return errors.New("topn: encoded Counter: " + strconv.FormatUint(n, 10) + " values held, over the budget of " + strconv.FormatUint(budget, 10))
	}
	index := make(map[string]int32, n)
	counts := make([]int64, 0, n)
	sum := uint64(0)
	for range n {
		size := d.uvarint("length of a value", math.MaxInt64)
		if d.err == nil && size > uint64(len(d.b)) {
			return errors.New("topn: encoded Counter cut short: a value of " + strconv.FormatUint(size, 10) + " bytes in " + strconv.Itoa(len(d.b)))
		}
		v := string(d.b[:size])
		d.b = d.b[size:]
		count := d.uvarint("count", math.MaxInt64)
		if d.err != nil {
			return d.err
		}
		if _, dup := index[v]; dup {
			return errors.New("topn: encoded Counter: the value " + strconv.Quote(v) + " twice")
		}
		if count < 1 {
			return errors.New("topn: encoded Counter: the count of " + strconv.Quote(v) + " below 1")
		}
		if sum += count; sum > total {
			return errors.New("topn: encoded Counter: the counts sum to more than the " + strconv.FormatUint(total, 10) + " values counted")
		}
		index[v] = int32(len(counts))
		counts = append(counts, int64(count))
	}
	if len(d.b) != 0 {
		return errors.New("topn: encoded Counter: " + strconv.Itoa(len(d.b)) + " bytes after it")
	}
	*c = Counter{budget: int(budget), index: index, counts: counts, total: int64(total), shed: int64(shed)}
	return nil
}

// A decoder reads the uvarints of an encoded Counter, keeping the first
// error.
type decoder struct {
	b   []byte
	err error
}

// uvarint reads a uvarint named what, at most max; 0 after an error.
func (d *decoder) uvarint(what string, max uint64) uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	switch {
	case n == 0:
		d.err = errors.New("topn: encoded Counter cut short: no " + what)
	case n < 0:
		d.err = errors.New("topn: encoded Counter: " + what + " overflows 64 bits")
	case v > max:
		d.err = errors.New("topn: encoded Counter: " + what + " " + strconv.FormatUint(v, 10) + " over " + strconv.FormatUint(max, 10))
	}
	if d.err != nil {
		return 0
	}
	d.b = d.b[n:]
	return v
}
