// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The harness of the native peers (C and C++ programs built and run by
// bench/native.go): it loads the datasets the Go side wrote, times an
// entry's loop over a whole dataset by the clock the Go side names (by
// default the CPU time of the thread, which other processes' work on the
// same core does not advance), and answers
// one input at a time for the agreement checks. A program defines its
// entries (one function each) and calls harness_main.
//
// The Go side writes one command per line on standard input and reads one
// reply per line: "ok ..." or "err MESSAGE". Strings travel as "x" and
// their bytes in hex, so that any byte can be sent.
//
//	info                  -> ok xNAME xVERSION
//	load xPATH PAIRS      -> ok ID COUNT     (PAIRS 1: a base line, then a reference line)
//	pass ENTRY ID         -> ok REJECTED SINK
//	time ENTRY ID MIN_NS [CLOCK] -> ok NS_PER_INPUT PASSES MALLOCS_PER_INPUT SINK
//	one ENTRY xBASE xIN   -> ok ACCEPTED xA xB
//	now CLOCK             -> ok NS           (the clock's reading, for the tests)
//
// CLOCK is thread (CLOCK_THREAD_CPUTIME_ID, the default), process
// (CLOCK_PROCESS_CPUTIME_ID) or wall (CLOCK_MONOTONIC), as bench.Clock.
//
// time runs the dataset once to warm up, then as many passes as fill
// MIN_NS as measured by the warm-up (at least one), exactly as Go's
// bench.measure does for the Go entries; MALLOCS_PER_INPUT is -1 where
// malloc cannot be counted (not glibc).
#ifndef URISCAN_BENCH_HARNESS_H
#define URISCAN_BENCH_HARNESS_H

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef __cplusplus
extern "C" {
#endif

// A span is a string that is not NUL-terminated.
typedef struct {
	const char *p;
	size_t n;
} span;

// A reading is what an entry read from one input: for parse, the host in
// a and the path in b; for resolve and normalize, the result in a (b
// empty). When text is 0 only the lengths need be set; when it is 1 the
// bytes too, valid until the next call.
typedef struct {
	span a, b;
} reading;

// An entry_fn processes one input (and, for resolve, its base), returns
// whether the input was accepted, and fills out.
typedef int (*entry_fn)(span base, span in, reading *out, int text);

typedef struct {
	const char *name;
	entry_fn fn;
} entry;

// Counting malloc: on glibc the program's malloc, calloc and realloc
// count the calls and hand them on to glibc's, which free and the rest
// of glibc's allocator also use.
static uint64_t harness_mallocs;
#if defined(__GLIBC__)
#define HARNESS_COUNTS_MALLOC 1
#ifdef __cplusplus
#define HARNESS_NOEXCEPT noexcept
#else
#define HARNESS_NOEXCEPT
#endif
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
void *malloc(size_t n) HARNESS_NOEXCEPT {
	harness_mallocs++;
	return __libc_malloc(n);
}
void *calloc(size_t n, size_t size) HARNESS_NOEXCEPT {
	harness_mallocs++;
	return __libc_calloc(n, size);
}
void *realloc(void *p, size_t n) HARNESS_NOEXCEPT {
	harness_mallocs++;
	return __libc_realloc(p, n);
}
#else
#define HARNESS_COUNTS_MALLOC 0
#endif

typedef struct {
	char *buf;
	span *in, *base; // base is NULL unless the dataset holds pairs
	size_t count;
} dataset;

static dataset *harness_data;
static size_t harness_ndata;
static const span harness_empty = {"", 0};

// harness_clock returns the clock named by tok (NULL: the default), or -1
// for an unknown name.
static clockid_t harness_clock(const char *tok) {
	if (tok == NULL || strcmp(tok, "thread") == 0) return CLOCK_THREAD_CPUTIME_ID;
	if (strcmp(tok, "process") == 0) return CLOCK_PROCESS_CPUTIME_ID;
	if (strcmp(tok, "wall") == 0) return CLOCK_MONOTONIC;
	return (clockid_t)-1;
}

static double harness_now(clockid_t clock) {
	struct timespec ts;
	clock_gettime(clock, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int harness_unhex(int c) {
	if (c >= '0' && c <= '9') return c - '0';
	if (c >= 'a' && c <= 'f') return c - 'a' + 10;
	return -1;
}

// harness_decode decodes an "x"-prefixed hex token into a new
// NUL-terminated buffer (the caller frees it); it returns NULL on a
// malformed token.
static char *harness_decode(const char *tok, size_t *n) {
	size_t len = strlen(tok);
	if (tok[0] != 'x' || len % 2 != 1) return NULL;
	char *out = (char *)malloc(len / 2 + 1);
	for (size_t i = 1; i < len; i += 2) {
		int hi = harness_unhex(tok[i]), lo = harness_unhex(tok[i + 1]);
		if (hi < 0 || lo < 0) {
			free(out);
			return NULL;
		}
		out[i / 2] = (char)(hi << 4 | lo);
	}
	*n = len / 2;
	out[*n] = 0;
	return out;
}

static void harness_put_hex(span s) {
	static const char digits[] = "0123456789abcdef";
	putchar('x');
	for (size_t i = 0; i < s.n; i++) {
		unsigned char c = (unsigned char)s.p[i];
		putchar(digits[c >> 4]);
		putchar(digits[c & 15]);
	}
}

// harness_load reads a dataset file: one input per line, each ended by
// '\n' (the Go side refuses inputs that hold one); with pairs, a base line
// then a reference line. Each '\n' becomes a NUL, so every input is also a
// C string.
static const char *harness_load(const char *path, int pairs, size_t *id) {
	FILE *f = fopen(path, "rb");
	if (f == NULL) return "cannot open the dataset file";
	size_t cap = 1 << 16, n = 0, r;
	char *buf = (char *)malloc(cap);
	while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap) buf = (char *)realloc(buf, cap *= 2);
	}
	fclose(f);
	size_t lines = 0;
	for (size_t i = 0; i < n; i++) lines += buf[i] == '\n';
	if (n > 0 && buf[n - 1] != '\n') {
		free(buf);
		return "the dataset file does not end with a newline";
	}
	if (pairs && lines % 2 != 0) {
		free(buf);
		return "a pairs file with an odd number of lines";
	}
	dataset d;
	d.buf = buf;
	d.count = pairs ? lines / 2 : lines;
	d.in = (span *)malloc((d.count + 1) * sizeof(span));
	d.base = pairs ? (span *)malloc((d.count + 1) * sizeof(span)) : NULL;
	size_t start = 0, line = 0;
	for (size_t i = 0; i < n; i++) {
		if (buf[i] != '\n') continue;
		buf[i] = 0;
		span s = {buf + start, i - start};
		if (pairs && line % 2 == 0) d.base[line / 2] = s;
		else d.in[pairs ? line / 2 : line] = s;
		line++;
		start = i + 1;
	}
	harness_data = (dataset *)realloc(harness_data, (harness_ndata + 1) * sizeof(dataset));
	harness_data[harness_ndata] = d;
	*id = harness_ndata++;
	return NULL;
}

typedef struct {
	uint64_t rejected, sink;
} outcome;

// harness_pass runs fn over every input of d once: the loop that is timed.
static outcome harness_pass(entry_fn fn, const dataset *d) {
	outcome o = {0, 0};
	reading r;
	for (size_t i = 0; i < d->count; i++) {
		if (!fn(d->base != NULL ? d->base[i] : harness_empty, d->in[i], &r, 0)) {
			o.rejected++;
			continue;
		}
		o.sink += r.a.n + r.b.n;
	}
	return o;
}

static void harness_time(entry_fn fn, const dataset *d, double min_ns, clockid_t clock) {
	double t0 = harness_now(clock);
	uint64_t sink = harness_pass(fn, d).sink;
	double warm = harness_now(clock) - t0;
	long passes = 1;
	if (warm < min_ns) passes = (long)(min_ns / (warm > 1000 ? warm : 1000)) + 1;
	uint64_t m0 = harness_mallocs;
	t0 = harness_now(clock);
	for (long i = 0; i < passes; i++) sink += harness_pass(fn, d).sink;
	double el = harness_now(clock) - t0;
	uint64_t m1 = harness_mallocs;
	double n = (double)passes * (double)(d->count > 0 ? d->count : 1);
	double mallocs = HARNESS_COUNTS_MALLOC ? (double)(m1 - m0) / n : -1;
	printf("ok %.4f %ld %.4f %llu\n", el / n, passes, mallocs, (unsigned long long)sink);
}

static void harness_one(entry_fn fn, const char *xbase, const char *xin) {
	size_t nb, ni;
	char *base = harness_decode(xbase, &nb), *in = harness_decode(xin, &ni);
	if (base == NULL || in == NULL) {
		printf("err malformed hex\n");
	} else {
		span sb = {base, nb}, si = {in, ni};
		reading r = {{"", 0}, {"", 0}};
		int ok = fn(sb, si, &r, 1);
		printf("ok %d ", ok ? 1 : 0);
		if (!ok) r.a.n = r.b.n = 0;
		harness_put_hex(r.a);
		putchar(' ');
		harness_put_hex(r.b);
		putchar('\n');
	}
	free(base);
	free(in);
}

// harness_main serves the commands on standard input until it ends.
static int harness_main(const char *name, const char *version, const entry *entries, size_t nentries) {
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	while ((len = getline(&line, &cap, stdin)) > 0) {
		if (line[len - 1] == '\n') line[--len] = 0;
		char *tok[5] = {NULL, NULL, NULL, NULL, NULL};
		int ntok = 0;
		for (char *s = strtok(line, " "); s != NULL && ntok < 5; s = strtok(NULL, " ")) tok[ntok++] = s;
		if (ntok == 0) continue;
		const entry *e = NULL;
		if (ntok >= 2) {
			for (size_t i = 0; i < nentries; i++) {
				if (strcmp(entries[i].name, tok[1]) == 0) e = &entries[i];
			}
		}
		size_t id = (size_t)-1;
		if (ntok >= 3) {
			char *end;
			id = (size_t)strtoul(tok[2], &end, 10);
			if (*end != 0) id = (size_t)-1;
		}
		const dataset *d = id < harness_ndata ? &harness_data[id] : NULL;
		if (strcmp(tok[0], "info") == 0) {
			span n = {name, strlen(name)}, v = {version, strlen(version)};
			printf("ok ");
			harness_put_hex(n);
			putchar(' ');
			harness_put_hex(v);
			putchar('\n');
		} else if (strcmp(tok[0], "load") == 0 && ntok == 3) {
			size_t n;
			char *path = harness_decode(tok[1], &n);
			const char *err = path == NULL ? "malformed hex" : harness_load(path, strcmp(tok[2], "1") == 0, &id);
			if (err != NULL) printf("err %s\n", err);
			else printf("ok %zu %zu\n", id, harness_data[id].count);
			free(path);
		} else if (strcmp(tok[0], "now") == 0 && ntok == 2) {
			clockid_t c = harness_clock(tok[1]);
			if (c == (clockid_t)-1) printf("err unknown clock\n");
			else printf("ok %.0f\n", harness_now(c));
		} else if (e == NULL && ntok >= 2 && strcmp(tok[0], "info") != 0) {
			printf("err unknown entry or command\n");
		} else if (strcmp(tok[0], "pass") == 0 && ntok == 3 && d != NULL) {
			outcome o = harness_pass(e->fn, d);
			printf("ok %llu %llu\n", (unsigned long long)o.rejected, (unsigned long long)o.sink);
		} else if (strcmp(tok[0], "time") == 0 && (ntok == 4 || ntok == 5) && d != NULL) {
			clockid_t c = harness_clock(tok[4]);
			if (c == (clockid_t)-1) printf("err unknown clock\n");
			else harness_time(e->fn, d, strtod(tok[3], NULL), c);
		} else if (strcmp(tok[0], "one") == 0 && ntok == 4) {
			harness_one(e->fn, tok[2], tok[3]);
		} else {
			printf("err malformed command\n");
		}
		fflush(stdout);
	}
	free(line);
	return 0;
}

#ifdef __cplusplus
}
#endif

#endif
