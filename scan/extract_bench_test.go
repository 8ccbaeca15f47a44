// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/uriscan/uri"
	"github.com/uriscan/uri/scan/internal/accesslog"
)

// benchLogSize is the size of the generated access log the command is
// benchmarked on (issue 5: at least 256 MiB).
const benchLogSize = 256 << 20

// benchLog returns the path of a generated combined-format access log of
// benchLogSize bytes: $SCAN_BENCH_LOG when set, else a file written in a
// temporary directory removed at the end of the benchmark.
func benchLog(b *testing.B) string {
	if p := os.Getenv("SCAN_BENCH_LOG"); p != "" {
		return p
	}
	p := filepath.Join(b.TempDir(), "access.log")
	f, err := os.Create(p)
	if err != nil {
		b.Fatal(err)
	}
	if err := accesslog.Write(f, benchLogSize, 1, true); err != nil {
		b.Fatal(err)
	}
	if err := f.Close(); err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkExtractCommand runs the extract command end to end on a
// generated access log of 256 MiB, output discarded, in text and in JSON,
// with one worker and with two. Run it with
//
//	go test -run '^$' -bench ExtractCommand -benchtime 3x -count 10 ./scan
//
// (SCAN_BENCH_LOG=/path/to/log reuses a log written by genlog.)
func BenchmarkExtractCommand(b *testing.B) {
	path := benchLog(b)
	st, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	for _, out := range []string{"text", "json"} {
		for _, j := range []int{1, 2} {
			b.Run("out="+out+"/j="+strconv.Itoa(j), func(b *testing.B) {
				args := []string{"-j", strconv.Itoa(j), "-json=" + strconv.FormatBool(out == "json"), path}
				b.SetBytes(st.Size())
				b.ReportAllocs()
				for b.Loop() {
					if code := run(args, nil, io.Discard, io.Discard); code != exitOK {
						b.Fatalf("exit code %d", code)
					}
				}
			})
		}
	}
}

// BenchmarkExtractLibrary measures the library extractor alone on 16 MiB
// of the same generated log, in memory: AppendExtract over the buffer and
// a Scanner over a bytes.Reader, match by match (Scan, Match, Text) and
// by batches (ScanBatch, Batch), lines counted or not. It is the floor the
// command is compared to.
func BenchmarkExtractLibrary(b *testing.B) {
	var buf bytes.Buffer
	if err := accesslog.Write(&buf, 16<<20, 1, true); err != nil {
		b.Fatal(err)
	}
	in := buf.Bytes()
	b.Run("AppendExtract", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		b.ReportAllocs()
		ms, clean := uri.AppendExtract(nil, nil, in, nil)
		for b.Loop() {
			ms, clean = uri.AppendExtract(ms[:0], clean[:0], in, nil)
		}
	})
	b.Run("Scanner", func(b *testing.B) {
		b.SetBytes(int64(len(in)))
		b.ReportAllocs()
		for b.Loop() {
			s := uri.NewScanner(bytes.NewReader(in), nil)
			for s.Scan() {
			}
		}
	})
	var sink int
	for _, lines := range []bool{false, true} {
		for _, batch := range []bool{false, true} {
			name := map[bool]string{false: "Scan", true: "ScanBatch"}[batch] + "/lines=" + strconv.FormatBool(lines)
			b.Run(name, func(b *testing.B) {
				r := bytes.NewReader(in)
				s := uri.NewScanner(r, nil)
				if lines {
					s.CountLines('\n')
				}
				b.SetBytes(int64(len(in)))
				b.ReportAllocs()
				for b.Loop() {
					r.Reset(in)
					s.Reset(r)
					if !batch {
						for s.Scan() {
							m := s.Match()
							sink += m.End - m.Start + len(s.Text()) + s.Line()
						}
						continue
					}
					for s.ScanBatch() {
						ms, texts, ls := s.Batch()
						for i := range ms {
							sink += ms[i].End - ms[i].Start + len(texts[i])
						}
						if lines {
							sink += ls[len(ls)-1]
						}
					}
				}
			})
		}
	}
	_ = sink
}

// BenchmarkExtractJSON measures the JSON writer of the extract command
// alone: the objects of the matches of 16 MiB of the generated log, found
// beforehand, written into a buffer handed over every 64 KiB as stream
// does. It reports the time per match. With off=2e8 the offsets are those
// of the log 200 MB further into a file, nine digits as in the second
// half of a 256 MiB log.
func BenchmarkExtractJSON(b *testing.B) {
	var buf bytes.Buffer
	if err := accesslog.Write(&buf, 16<<20, 1, true); err != nil {
		b.Fatal(err)
	}
	in := buf.Bytes()
	ms, clean := uri.AppendExtract(nil, nil, in, nil)
	prefix := append(appendJSONString([]byte(`{"file": `), "access.log"), `, "line": `...)
	for _, off := range []int64{0, 2e8} {
		b.Run(fmt.Sprintf("off=%.0e", float64(off)), func(b *testing.B) {
			out := make([]byte, 0, pieceCap)
			var n int64
			b.ReportAllocs()
			for b.Loop() {
				for i := range ms {
					out = appendExtractJSON(out, prefix, int64(i), off, &ms[i], ms[i].Text(in, clean), ms[i].KeyPath(clean))
					out = append(out, "}\n"...)
					if len(out) >= outChunk {
						n += int64(len(out))
						out = out[:0]
					}
				}
			}
			b.SetBytes(n / int64(b.N))
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(ms)), "ns/match")
		})
	}
}

// BenchmarkExtractLogs compares the library extractor on the same lines
// as a combined-format log and as a JSON log (nginx's escape=json; issue
// 32: the JSON one at least 0.6 of the speed of the other), about 16 MiB
// of JSON, by batches with lines counted, as the command reads them. The
// references are the same (accesslog's TestJSONSameReferences); MB/s
// counts the bytes of each log, and refs/s compares the work on the same
// references.
func BenchmarkExtractLogs(b *testing.B) {
	var js, text bytes.Buffer
	if err := accesslog.WriteLog(&js, accesslog.Options{Bytes: 16 << 20, Seed: 1, Text: true, JSON: true}); err != nil {
		b.Fatal(err)
	}
	lines := int64(bytes.Count(js.Bytes(), []byte{'\n'}))
	if err := accesslog.WriteLog(&text, accesslog.Options{Lines: lines, Seed: 1, Text: true}); err != nil {
		b.Fatal(err)
	}
	for _, lg := range []struct {
		name string
		in   []byte
	}{{"text", text.Bytes()}, {"json", js.Bytes()}} {
		b.Run("log="+lg.name, func(b *testing.B) {
			r := bytes.NewReader(lg.in)
			s := uri.NewScanner(r, nil)
			s.CountLines('\n')
			refs := 0
			b.SetBytes(int64(len(lg.in)))
			b.ReportAllocs()
			for b.Loop() {
				r.Reset(lg.in)
				s.Reset(r)
				refs = 0
				for s.ScanBatch() {
					ms, _, _ := s.Batch()
					refs += len(ms)
				}
			}
			b.ReportMetric(float64(refs)*float64(b.N)/b.Elapsed().Seconds(), "refs/s")
		})
	}
}
