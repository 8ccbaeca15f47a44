// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package fuzz compares the uri package with two peers: uriparser (C,
// RFC 3986 strict, through cgo) and net/url. The comparisons run as plain
// tests over the conformance vectors and as fuzz targets; the differences
// that are accepted are listed, with a reason each, in differences.go and
// DIFFERENCES.md.
package fuzz

/*
#cgo LDFLAGS: -luriparser
#include <stdlib.h>
#include <string.h>
#include <uriparser/Uri.h>

// Offsets of one component in the input: start < 0 means undefined.
typedef struct { int start, end; } span;

// parse_result holds what uriparser found, as offsets into the input.
typedef struct {
	int valid;
	int error_pos;
	span comp[7];   // scheme, userinfo, host, port, path, query, fragment
	int host_kind;  // 0 none, 1 reg-name, 2 IPv4, 3 IPv6, 4 IPvFuture
	int absolute_path;
	char *path;      // malloc'ed; the caller frees it
	int path_len;
} parse_result;

// range_of converts a text range to offsets. uriparser points empty
// ranges (an empty host, an empty segment) at static storage, so an empty
// range is reported as {0, 0} rather than by its pointers.
static span range_of(const UriTextRangeA *r, const char *base) {
	span s = {-1, -1};
	if (r->first != NULL && r->first == r->afterLast) {
		s.start = s.end = 0;
	} else if (r->first != NULL) {
		s.start = (int)(r->first - base);
		s.end = (int)(r->afterLast - base);
	}
	return s;
}

static void uriscan_parse(const char *in, int n, parse_result *res) {
	UriUriA uri;
	const char *errorPos = NULL;
	memset(res, 0, sizeof *res);
	if (uriParseSingleUriExA(&uri, in, in + n, &errorPos) != URI_SUCCESS) {
		res->valid = 0;
		res->error_pos = errorPos ? (int)(errorPos - in) : -1;
		return;
	}
	res->valid = 1;
	res->comp[0] = range_of(&uri.scheme, in);
	res->comp[1] = range_of(&uri.userInfo, in);
	res->comp[2] = range_of(&uri.hostText, in);
	res->comp[3] = range_of(&uri.portText, in);
	res->comp[5] = range_of(&uri.query, in);
	res->comp[6] = range_of(&uri.fragment, in);
	if (uri.hostText.first != NULL) {
		if (uri.hostData.ip4 != NULL) res->host_kind = 2;
		else if (uri.hostData.ip6 != NULL) res->host_kind = 3;
		else if (uri.hostData.ipFuture.first != NULL) res->host_kind = 4;
		else res->host_kind = 1;
	}
	res->absolute_path = uri.absolutePath == URI_TRUE;
	// The path: the segments joined by "/", after a "/" when the path is
	// absolute or follows an authority. With no segment, the path is "/"
	// when absolutePath is set and empty otherwise. (The segments are
	// joined rather than taken as one range because uriparser points empty
	// segments at static storage.)
	int need = 1;
	for (UriPathSegmentA *seg = uri.pathHead; seg != NULL; seg = seg->next) {
		need += 1 + (int)(seg->text.afterLast - seg->text.first);
	}
	char *path = malloc(need + 1), *w = path;
	if (uri.absolutePath == URI_TRUE || (uri.hostText.first != NULL && uri.pathHead != NULL)) {
		*w++ = '/';
	}
	for (UriPathSegmentA *seg = uri.pathHead; seg != NULL; seg = seg->next) {
		if (seg != uri.pathHead) *w++ = '/';
		int len = (int)(seg->text.afterLast - seg->text.first);
		memcpy(w, seg->text.first, len);
		w += len;
	}
	res->path = path;
	res->path_len = (int)(w - path);
	uriFreeUriMembersA(&uri);
}

// uriscan_resolve resolves ref against base strictly. It returns 0 and a
// malloc'ed string in *out, or a uriparser error code (and -1 when a
// parse failed).
static int uriscan_resolve(const char *base, int nb, const char *ref, int nr, char **out) {
	UriUriA b, r, dest;
	const char *errorPos;
	int err, need = 0;
	*out = NULL;
	if (uriParseSingleUriExA(&b, base, base + nb, &errorPos) != URI_SUCCESS) return -1;
	if (uriParseSingleUriExA(&r, ref, ref + nr, &errorPos) != URI_SUCCESS) {
		uriFreeUriMembersA(&b);
		return -1;
	}
	err = uriAddBaseUriExA(&dest, &r, &b, URI_RESOLVE_STRICTLY);
	if (err == URI_SUCCESS) {
		err = uriToStringCharsRequiredA(&dest, &need);
		if (err == URI_SUCCESS) {
			*out = malloc(need + 1);
			err = uriToStringA(*out, &dest, need + 1, NULL);
		}
		uriFreeUriMembersA(&dest);
	}
	uriFreeUriMembersA(&r);
	uriFreeUriMembersA(&b);
	if (err != URI_SUCCESS && *out != NULL) {
		free(*out);
		*out = NULL;
	}
	return err;
}
*/
import "C"

import (
	"errors"
	"strconv"
	"unsafe"

	"github.com/uriscan/uri"
)

// Result is a parse result as plain values, the same shape for both
// parsers so that they can be compared with ==.
type Result struct {
	Valid    bool
	Comps    [7]Comp // indexed by uri.Component
	HostKind uri.HostKind
}

// Comp is one component: Defined is false when its delimiter is absent.
type Comp struct {
	Defined bool
	Text    string
}

func (c Comp) String() string {
	if !c.Defined {
		return "<undefined>"
	}
	return strconv.Quote(c.Text)
}

// Uriparser parses s with uriparser's uriParseSingleUriExA. The input is
// copied to C memory, so it may hold any byte including NUL.
func Uriparser(s string) Result {
	var res C.parse_result
	p := C.CBytes([]byte(s))
	defer C.free(p)
	C.uriscan_parse((*C.char)(p), C.int(len(s)), &res)
	if res.valid == 0 {
		return Result{}
	}
	out := Result{Valid: true, HostKind: uri.HostKind(res.host_kind)}
	for i := range out.Comps {
		sp := res.comp[i]
		if sp.start >= 0 {
			out.Comps[i] = Comp{true, s[sp.start:sp.end]}
		}
	}
	out.Comps[uri.ComponentPath] = Comp{true, C.GoStringN(res.path, res.path_len)}
	C.free(unsafe.Pointer(res.path))
	return out
}

// Ours parses s with uri.Parse into a Result.
func Ours(s string) Result {
	r, err := uri.Parse(s)
	if err != nil {
		return Result{}
	}
	out := Result{Valid: true, HostKind: r.HostKind()}
	for c := uri.ComponentScheme; c <= uri.ComponentFragment; c++ {
		if sp, ok := r.Component(c); ok {
			out.Comps[c] = Comp{true, sp.In(s)}
		}
	}
	return out
}

// ErrUriparserParse is returned by UriparserResolve when uriparser rejects
// the base or the reference.
var ErrUriparserParse = errors.New("uriparser: parse failed")

// UriparserResolve resolves ref against base with uriAddBaseUriExA in
// strict mode (URI_RESOLVE_STRICTLY) and recomposes the target with
// uriToStringA.
func UriparserResolve(base, ref string) (string, error) {
	pb := C.CBytes([]byte(base))
	defer C.free(pb)
	pr := C.CBytes([]byte(ref))
	defer C.free(pr)
	var out *C.char
	rc := C.uriscan_resolve((*C.char)(pb), C.int(len(base)), (*C.char)(pr), C.int(len(ref)), &out)
	if rc == -1 {
		return "", ErrUriparserParse
	}
	if rc != 0 {
		return "", errors.New("uriparser: resolve error " + strconv.Itoa(int(rc)))
	}
	defer C.free(unsafe.Pointer(out))
	return C.GoString(out), nil
}
