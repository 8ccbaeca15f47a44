// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package decompress

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/uriscan/uri/internal/testkit"
)

// xzWithDict returns b in .xz form whose block declares the LZMA2
// dictionary of code dict (testkit.XZDict).
func xzWithDict(t testing.TB, b []byte, dict byte) []byte {
	t.Helper()
	return testkit.XZDict(t, xzOf(t, b), dict)
}

// TestXZDictionaryOverBudget is issue 42's row 2: an .xz file that asks
// for a 1536 MiB dictionary (xz --lzma2=dict=1536MiB) is an error that
// says so, and nothing near that is allocated; one within the budget is
// read, its dictionary counted while it is read and given back at the
// end.
func TestXZDictionaryOverBudget(t *testing.T) {
	content := []byte(strings.Repeat("GET http://example.com/a HTTP/1.1\n", 100))
	huge := xzWithDict(t, content, 37) // 3 << 29: 1536 MiB
	b := NewBudget(DefaultMemory)
	var got []byte
	var err error
	alloc := testkit.Allocated(func() {
		z := NewReaderBudget(bytes.NewReader(huge), b)
		got, err = readAll(z)
		z.Close()
	})
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrMemory) || e.Format != XZ || len(got) != 0 {
		t.Fatalf("%d bytes, error %v; want an *Error of ErrMemory", len(got), err)
	}
	if msg := err.Error(); !strings.Contains(msg, "1536 MiB") || !strings.Contains(msg, "256 MiB") {
		t.Errorf("error %q does not give the need and the limit", msg)
	}
	if alloc > 16<<20 {
		t.Errorf("allocated %d bytes for a stream refused", alloc)
	}
	if b.Used() != 0 {
		t.Errorf("%d bytes still held", b.Used())
	}

	// 16 MiB, within the budget.
	small := xzWithDict(t, content, 24)
	z := NewReaderBudget(bytes.NewReader(small), b)
	if held := b.Used(); held != 16<<20+xzOverhead {
		t.Errorf("after Reset, %d bytes held; want the dictionary, %d", held, 16<<20+xzOverhead)
	}
	got, err = readAll(z)
	if err != nil || !bytes.Equal(got, content) {
		t.Errorf("16 MiB dictionary: %d bytes, error %v; want %d bytes", len(got), err, len(content))
	}
	if b.Used() != 0 {
		t.Errorf("%d bytes still held at the end of the stream", b.Used())
	}
}

// TestXZLaterBlockOverBudget checks that a dictionary asked for by a
// later stream (cat small.xz huge.xz) is refused too, after the bytes of
// the first, and before it is allocated.
func TestXZLaterBlockOverBudget(t *testing.T) {
	content := []byte(strings.Repeat("http://example.com/\n", 50))
	in := cat(xzWithDict(t, content, 16), xzWithDict(t, content, 37))
	b := NewBudget(DefaultMemory)
	var got []byte
	var err error
	alloc := testkit.Allocated(func() {
		z := NewReaderBudget(bytes.NewReader(in), b)
		got, err = readAll(z)
		z.Close()
	})
	if !errors.Is(err, ErrMemory) || !bytes.Equal(got, content) {
		t.Errorf("%d bytes, error %v; want the %d of the first stream, then ErrMemory", len(got), err, len(content))
	}
	if alloc > 16<<20 {
		t.Errorf("allocated %d bytes", alloc)
	}
	if b.Used() != 0 {
		t.Errorf("%d bytes still held", b.Used())
	}
}

// TestXZDecoderDictCap checks the second guard: the xz decoder is made
// with a dictionary cap, the Budget's limit when the stream starts, and
// refuses a larger dictionary that the Budget would grant (its limit
// raised since) with the same error, before it allocates it.
func TestXZDecoderDictCap(t *testing.T) {
	content := []byte(strings.Repeat("http://example.com/\n", 50))
	small, large := xzWithDict(t, content, 16), xzWithDict(t, content, 28) // 1 MiB, 64 MiB
	b := NewBudget(32 << 20)
	var got []byte
	var err error
	alloc := testkit.Allocated(func() {
		// The second stream is read after the raise: the sniffer
		// takes its dictionary from the Budget.
		z := NewReaderBudget(io.MultiReader(bytes.NewReader(small), bytes.NewReader(large)), b)
		b.SetLimit(DefaultMemory)
		got, err = readAll(z)
		z.Close()
	})
	var e *Error
	if !errors.As(err, &e) || !errors.Is(err, ErrMemory) || e.Format != XZ || !bytes.Equal(got, content) {
		t.Fatalf("%d bytes, error %v; want the %d of the first stream, then ErrMemory", len(got), err, len(content))
	}
	if msg := err.Error(); !strings.Contains(msg, "64 MiB") || !strings.Contains(msg, "32 MiB") {
		t.Errorf("error %q does not give the need and the limit", msg)
	}
	if alloc > 16<<20 {
		t.Errorf("allocated %d bytes", alloc)
	}
	if b.Used() != 0 {
		t.Errorf("%d bytes still held", b.Used())
	}
	// From the next stream on, the raised limit is the cap.
	z := NewReaderBudget(bytes.NewReader(cat(small, large)), b)
	if got, err := readAll(z); err != nil || !bytes.Equal(got, cat(content, content)) {
		t.Errorf("after the raise: %d bytes, error %v; want %d", len(got), err, 2*len(content))
	}
}

// TestZstdWindowBudget is row 3: a zstd frame's window is taken from the
// budget (zstd --long=27 asks for 128 MiB), refused when over it.
func TestZstdWindowBudget(t *testing.T) {
	content := []byte(strings.Repeat("http://example.com/\n", 50))
	// A frame by hand (the encoder shrinks the window to the input):
	// a window of 128 MiB, one raw block, the last.
	long := []byte{0x28, 0xb5, 0x2f, 0xfd, 0x00, (27 - 10) << 3}
	h := uint32(len(content))<<3 | 1
	long = append(long, byte(h), byte(h>>8), byte(h>>16))
	long = append(long, content...)
	b := NewBudget(64 << 20)
	z := NewReaderBudget(bytes.NewReader(long), b)
	got, err := readAll(z)
	z.Close()
	if !errors.Is(err, ErrMemory) || len(got) != 0 || !strings.Contains(err.Error(), "128 MiB") {
		t.Errorf("%d bytes, error %v; want ErrMemory for a 128 MiB window", len(got), err)
	}
	b.SetLimit(DefaultMemory)
	z = NewReaderBudget(bytes.NewReader(long), b)
	if held := b.Used(); held != 128<<20+zstdOverhead {
		t.Errorf("after Reset, %d bytes held; want the window, %d", held, 128<<20+zstdOverhead)
	}
	got, err = readAll(z)
	if err != nil || !bytes.Equal(got, content) || b.Used() != 0 {
		t.Errorf("%d bytes, error %v, %d bytes held at the end; want %d, none held", len(got), err, b.Used(), len(content))
	}
}

// TestBudgetWaits checks that a Reader whose stream needs memory that
// another holds waits for it, in the order of asking, rather than fail:
// with -j 8, eight such files are read two at a time.
func TestBudgetWaits(t *testing.T) {
	content := []byte(strings.Repeat("http://example.com/\n", 50))
	in := xzWithDict(t, content, 20) // 4 MiB
	need := int64(4<<20 + xzOverhead)
	b := NewBudget(need*2 + need/2)
	first := NewReaderBudget(bytes.NewReader(in), b)
	second := NewReaderBudget(bytes.NewReader(in), b)
	if b.Used() != 2*need {
		t.Fatalf("%d bytes held; want %d", b.Used(), 2*need)
	}
	done := make(chan error)
	go func() {
		z := NewReaderBudget(bytes.NewReader(in), b)
		got, err := readAll(z)
		if err == nil && !bytes.Equal(got, content) {
			err = errors.New("wrong content")
		}
		done <- err
	}()
	// Wait until the third asked, then see that it waits.
	for {
		b.mu.Lock()
		asked := b.next == 3
		b.mu.Unlock()
		if asked {
			break
		}
		runtime.Gosched()
	}
	select {
	case err := <-done:
		t.Fatalf("the third reader did not wait: %v", err)
	default:
	}
	first.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	second.Close()
	if b.Used() != 0 {
		t.Errorf("%d bytes held", b.Used())
	}

	// Eight at once, on a budget for two: every one is read.
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			z := NewReaderBudget(bytes.NewReader(in), b)
			defer z.Close()
			if b.Used() > b.Limit() {
				errs <- errors.New("over the limit")
			}
			got, err := readAll(z)
			if err == nil && !bytes.Equal(got, content) {
				err = errors.New("wrong content")
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}

// TestBudgetGrowNoWait checks that a stream that holds memory and needs
// more (a later stream of a larger dictionary) takes it when it is free,
// and fails, rather than wait for other readers, when it is not.
func TestBudgetGrowNoWait(t *testing.T) {
	content := []byte(strings.Repeat("http://example.com/\n", 50))
	in := cat(xzWithDict(t, content, 16), xzWithDict(t, content, 20)) // 1 MiB, then 4 MiB
	b := NewBudget(6 << 20)
	z := NewReaderBudget(bytes.NewReader(in), b)
	got, err := readAll(z)
	if err != nil || !bytes.Equal(got, append(bytes.Clone(content), content...)) {
		t.Fatalf("%d bytes, error %v", len(got), err)
	}
	other := NewReaderBudget(bytes.NewReader(xzWithDict(t, content, 18)), b) // 2 MiB
	defer other.Close()
	z.Reset(bytes.NewReader(in))
	got, err = readAll(z)
	if !errors.Is(err, ErrMemory) || !bytes.Equal(got, content) || !strings.Contains(err.Error(), "free") {
		t.Errorf("%d bytes, error %v; want the first stream, then ErrMemory", len(got), err)
	}
}

// TestGzipBzip2Budget checks that gzip and bzip2 take their fixed need.
func TestGzipBzip2Budget(t *testing.T) {
	plain, bz2 := sample(t)
	for _, tc := range []struct {
		in   []byte
		need int64
	}{{gzipOf(t, plain, nil), gzipMemory}, {bz2, bzip2Memory}, {plain, 0}} {
		b := NewBudget(DefaultMemory)
		z := NewReaderBudget(bytes.NewReader(tc.in), b)
		if b.Used() != tc.need {
			t.Errorf("%v: %d bytes held; want %d", z.Format(), b.Used(), tc.need)
		}
		got, err := io.ReadAll(z)
		if err != nil || !bytes.Equal(got, plain) || b.Used() != 0 {
			t.Errorf("%v: %d bytes, error %v, %d held", z.Format(), len(got), err, b.Used())
		}
	}
}

// TestSnifferFollowsTools checks that the sniffers follow what the
// system's compressors write, with every kind of check, several blocks
// and frames, and padding: a file of a small window, then one of a
// large window over the budget, is read in full up to the second,
// whose need is seen and refused. A sniffer lost on the way would
// miss the second header (and read it, or fail early).
func TestSnifferFollowsTools(t *testing.T) {
	plain, _ := sample(t)
	for _, tc := range []struct {
		tool        string
		first, then []string
		pad         []byte // between the two
	}{
		{"xz", []string{"-1", "--check=sha256", "--block-size=3000"}, []string{"-9"}, nil},
		{"xz", []string{"-2", "--check=none", "-T2", "--block-size=7000"}, []string{"-9"}, make([]byte, 8)},
		{"xz", []string{"-0", "--check=crc32"}, []string{"-9", "--check=crc32"}, nil},
		{"xz", []string{"--lzma2=preset=1,lc=0,lp=2,pb=2", "--check=crc64"}, []string{"-8"}, nil},
		{"zstd", []string{"-1", "-B2048"}, []string{"--long=27"}, nil},
		{"zstd", []string{"-3", "--no-check"}, []string{"--long=27", "--no-check"}, nil},
	} {
		t.Run(tc.tool, func(t *testing.T) {
			if _, err := exec.LookPath(tc.tool); err != nil {
				if os.Getenv("CI") != "" {
					t.Fatalf("%s is not installed (.ci/run installs it)", tc.tool)
				}
				t.Skipf("%s is not installed", tc.tool)
			}
			compress := func(b []byte, args []string) []byte {
				cmd := exec.Command(tc.tool, append(args, "-q", "-c")...)
				cmd.Stdin = bytes.NewReader(b)
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("%s %v: %v", tc.tool, args, err)
				}
				return out
			}
			// The first file in two parts: several streams or frames.
			first := cat(compress(plain[:len(plain)/3], tc.first), tc.pad, compress(plain[len(plain)/3:], tc.first))
			b := NewBudget(32 << 20)
			z := NewReaderBudget(bytes.NewReader(first), b)
			got, err := readAll(z)
			if err != nil || !bytes.Equal(got, plain) || b.Used() != 0 {
				t.Fatalf("%v: %d bytes, error %v, %d held; want %d bytes", tc.first, len(got), err, b.Used(), len(plain))
			}
			z.Reset(bytes.NewReader(cat(first, compress(plain[:100], tc.then))))
			got, err = readAll(z)
			if !errors.Is(err, ErrMemory) || !bytes.Equal(got, plain) {
				t.Errorf("%v then %v: %d bytes, error %v; want %d bytes, then ErrMemory", tc.first, tc.then, len(got), err, len(plain))
			}
		})
	}
}
