// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The native uriparser peer (RFC 3986, C; Debian liburiparser-dev):
// uriParseSingleUriExA to parse, uriAddBaseUriExA (strict) to resolve,
// uriNormalizeSyntaxA to normalize, uriToStringA to write a result.
// Built by bench/native.go.
#include "harness.h"

#include <uriparser/Uri.h>

#define STR_(x) #x
#define STR(x) STR_(x)

// Growable buffers for what a reading points into after the call.
typedef struct {
	char *p;
	size_t cap;
} buffer;

static buffer path_buf, out_buf, host_buf;

static char *reserve(buffer *b, size_t n) {
	if (b->cap < n) {
		b->cap = n * 2;
		b->p = (char *)realloc(b->p, b->cap);
	}
	return b->p;
}

static span range(const UriTextRangeA *r) {
	span s = {"", 0};
	if (r->first != NULL) {
		s.p = r->first;
		s.n = (size_t)(r->afterLast - r->first);
	}
	return s;
}

// read_path walks the path segments, as a uriparser user does to get the
// path: a '/' in front when the path is absolute or follows an authority,
// then the segments joined by '/'. With text it also writes the path into
// path_buf.
static span read_path(const UriUriA *u, int text) {
	size_t n = 0;
	int slash = u->absolutePath == URI_TRUE || (u->hostText.first != NULL && u->pathHead != NULL);
	n += slash;
	for (const UriPathSegmentA *s = u->pathHead; s != NULL; s = s->next) {
		n += (size_t)(s->text.afterLast - s->text.first) + (s != u->pathHead);
	}
	span out = {"", n};
	if (!text) return out;
	char *w = reserve(&path_buf, n + 1);
	out.p = w;
	if (slash) *w++ = '/';
	for (const UriPathSegmentA *s = u->pathHead; s != NULL; s = s->next) {
		if (s != u->pathHead) *w++ = '/';
		memcpy(w, s->text.first, (size_t)(s->text.afterLast - s->text.first));
		w += s->text.afterLast - s->text.first;
	}
	return out;
}

// parse: a URI reference; read the host and the path. The host is a range
// of the input, so it is copied only in text mode, for the same reason as
// the path: what the reading points into must outlive the call.
static int parse(span base, span in, reading *out, int text) {
	(void)base;
	UriUriA u;
	const char *err;
	if (uriParseSingleUriExA(&u, in.p, in.p + in.n, &err) != URI_SUCCESS) return 0;
	out->a = range(&u.hostText);
	out->b = read_path(&u, text);
	if (text) {
		memcpy(reserve(&host_buf, out->a.n + 1), out->a.p, out->a.n);
		out->a.p = host_buf.p;
	}
	uriFreeUriMembersA(&u);
	return 1;
}

// write_out writes u into out_buf with uriToStringA, as a user who wants
// the result as a string does.
static int write_out(const UriUriA *u, reading *out) {
	int need = 0;
	if (uriToStringCharsRequiredA(u, &need) != URI_SUCCESS) return 0;
	char *w = reserve(&out_buf, (size_t)need + 1);
	if (uriToStringA(w, u, need + 1, NULL) != URI_SUCCESS) return 0;
	out->a.p = w;
	out->a.n = (size_t)need;
	out->b = harness_empty;
	return 1;
}

// resolve: both parsed per pair, resolved strictly (RFC 3986 5.2.2), the
// result written.
static int resolve(span base, span in, reading *out, int text) {
	(void)text;
	UriUriA b, r, dest;
	const char *err;
	int ok = 0;
	if (uriParseSingleUriExA(&b, base.p, base.p + base.n, &err) != URI_SUCCESS) return 0;
	if (uriParseSingleUriExA(&r, in.p, in.p + in.n, &err) == URI_SUCCESS) {
		if (uriAddBaseUriExA(&dest, &r, &b, URI_RESOLVE_STRICTLY) == URI_SUCCESS) {
			ok = write_out(&dest, out);
			uriFreeUriMembersA(&dest);
		}
		uriFreeUriMembersA(&r);
	}
	uriFreeUriMembersA(&b);
	return ok;
}

// normalize: RFC 3986 6.2.2 syntax-based normalization (case, percent-
// encoding, dot segments), the result written.
static int normalize(span base, span in, reading *out, int text) {
	(void)base;
	(void)text;
	UriUriA u;
	const char *err;
	int ok = 0;
	if (uriParseSingleUriExA(&u, in.p, in.p + in.n, &err) != URI_SUCCESS) return 0;
	if (uriNormalizeSyntaxA(&u) == URI_SUCCESS) ok = write_out(&u, out);
	uriFreeUriMembersA(&u);
	return ok;
}

static const entry entries[] = {
	{"parse", parse}, {"target", parse}, {"resolve", resolve}, {"normalize", normalize},
};

int main(void) {
	return harness_main("uriparser", STR(URI_VER_MAJOR) "." STR(URI_VER_MINOR) "." STR(URI_VER_RELEASE),
		entries, sizeof entries / sizeof entries[0]);
}
