// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Issue 32's rows: logs as they are on disk. A generated access log,
// plain, gzip and zstd, and cut into 8 gzip files in a folder:
//
//	scan -c f.gz               against gzip -dc f.gz | scan -c (one process must beat the two)
//	scan -c f.zst              against scan -c on the plain file
//	scan -c -j 1 -r DIR, -j 2  8 gzip files, read by one worker and by two

// diskInputs are the inputs of issue 32's rows.
type diskInputs struct {
	plain, gz, zst, gz8 *input
}

// diskSizes are the sizes of the log of issue 32's rows.
const (
	diskSize      = 96 << 20
	diskSizeQuick = 8 << 20
)

// prepareDisk writes the log of size bytes with genlog into dir, and its
// compressed forms: gzip and zstd at their default levels, by the Go
// libraries scan reads them with (deterministic, and no tool needed),
// and the log cut at line ends into 8 parts, each gzip-compressed, in a
// folder.
func prepareDisk(ctx context.Context, p programs, dir string, size int64) (*diskInputs, error) {
	name := mib(size) + " access log"
	d := &diskInputs{plain: &input{name: name, path: filepath.Join(dir, "disk.log"),
		how: fmt.Sprintf("`go run ./scan/internal/accesslog/genlog -bytes %d` (seed 1)", size)}}
	var err error
	if d.plain.size, err = writeLog(ctx, p.genlog, d.plain.path, "-bytes", fmt.Sprint(size)); err != nil {
		return nil, err
	}
	log, err := os.ReadFile(d.plain.path)
	if err != nil {
		return nil, err
	}
	// MB/s counts the decompressed bytes, for every form.
	packed := func(file, label string, compress func([]byte) ([]byte, error)) (*input, error) {
		data, err := compress(log)
		if err != nil {
			return nil, err
		}
		in := &input{name: name + ", " + label, path: filepath.Join(dir, file), size: int64(len(log)),
			how: fmt.Sprintf("the %s, %s: %d bytes on disk (MB/s counts the decompressed bytes)", name, label, len(data))}
		return in, os.WriteFile(in.path, data, 0o644)
	}
	if d.gz, err = packed("disk.log.gz", "gzip", gzipped); err != nil {
		return nil, err
	}
	if d.zst, err = packed("disk.log.zst", "zstd", zstded); err != nil {
		return nil, err
	}
	d.gz8 = &input{name: name + " in 8 gzip files", path: filepath.Join(dir, "gz8"), size: int64(len(log)),
		how: fmt.Sprintf("the %s cut at line ends into 8 files, each gzip-compressed, in a folder read with -r (MB/s counts the decompressed bytes)", name)}
	if err := os.Mkdir(d.gz8.path, 0o755); err != nil {
		return nil, err
	}
	rest := log
	for i := range 8 {
		n := len(rest)
		if i < 7 {
			n = len(log) / 8
			n += bytes.IndexByte(rest[n:], '\n') + 1
		}
		data, err := gzipped(rest[:n])
		if err != nil {
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(d.gz8.path, fmt.Sprintf("part%d.log.gz", i)), data, 0o644); err != nil {
			return nil, err
		}
		rest = rest[n:]
	}
	return d, nil
}

// haveGzip reports whether the gzip tool is here, for the pipe through
// gzip -dc (left out without it).
func haveGzip() bool {
	_, err := exec.LookPath("gzip")
	return err == nil
}

// diskJobs returns the commands of issue 32's rows.
func diskJobs(p programs, d *diskInputs) (jobs []*job) {
	scan := func(id, label string, in *input, args ...string) *job {
		return &job{id: id, label: label, in: in, bin: p.scan, args: args}
	}
	gz := scan("disk-gz", "scan -c", d.gz, "-c")
	jobs = append(jobs, scan("disk-plain", "scan -c", d.plain, "-c"), gz)
	if haveGzip() {
		gz.vs, gz.vsLabel = "disk-pipe", "the pipe"
		// sh -c 'gzip -dc "$1" | "$0" -c' scan FILE: the input file
		// comes last, as for every job.
		jobs = append(jobs, &job{id: "disk-pipe", label: `gzip -dc \| scan -c`, in: d.gz, bin: "sh",
			args: []string{"-c", `gzip -dc "$1" | "$0" -c`, p.scan}})
	}
	zst := scan("disk-zst", "scan -c", d.zst, "-c")
	zst.vs, zst.vsLabel = "disk-plain", "plain"
	j1 := scan("disk-gz8-j1", "scan -c -j 1 -r", d.gz8, "-c", "-j", "1", "-r")
	j2 := scan("disk-gz8-j2", "scan -c -j 2 -r", d.gz8, "-c", "-j", "2", "-r")
	j2.vs, j2.vsLabel = "disk-gz8-j1", "-j 1"
	return append(jobs, zst, j1, j2)
}

// Issue 32's targets.
func init() {
	targets = append(targets,
		target{"disk-gz", "≤ 1.0× the time of the pipe (issue 32)", atMostTimes("disk-gz", "disk-pipe", 1.0)},
		target{"disk-zst", "≤ 1.2× the time on the plain file (issue 32)", atMostTimes("disk-zst", "disk-plain", 1.2)},
		target{"disk-gz8-j2", "≥ 1.7× -j 1 (issue 32)", atLeastSpeedup("disk-gz8-j2", "disk-gz8-j1", 1.7)},
	)
}
