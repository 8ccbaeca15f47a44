// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package fuzz

import (
	"strings"

	"github.com/uriscan/uri"
)

// refResolve is a transcription of RFC 3986 5.2.2 (strict), 5.2.3, 5.2.4
// and 5.3, written here for the differential only: it shares no code with
// uriparser or with the uri package beyond uri.Parse for the components.
// Where 5.2.4 leaves a path starting with "//" and there is no authority,
// it emits the "/." guard of the conformance rulings. ok is false when
// base is not a URI with a scheme or either input is invalid.
func refResolve(base, ref string) (out string, ok bool) {
	b, r := Ours(base), Ours(ref)
	if !b.Valid || !r.Valid || !b.Comps[uri.ComponentScheme].Defined {
		return "", false
	}
	authority := func(x Result) Comp {
		if !x.Comps[uri.ComponentHost].Defined {
			return Comp{}
		}
		a := ""
		if u := x.Comps[uri.ComponentUserinfo]; u.Defined {
			a = u.Text + "@"
		}
		h := x.Comps[uri.ComponentHost].Text
		if x.HostKind == uri.HostIPv6 || x.HostKind == uri.HostIPvFuture {
			h = "[" + h + "]"
		}
		a += h
		if p := x.Comps[uri.ComponentPort]; p.Defined {
			a += ":" + p.Text
		}
		return Comp{true, a}
	}
	const (
		S = uri.ComponentScheme
		P = uri.ComponentPath
		Q = uri.ComponentQuery
		F = uri.ComponentFragment
	)
	var scheme, auth, query Comp
	var path string
	switch {
	case r.Comps[S].Defined:
		scheme, auth, path, query = r.Comps[S], authority(r), removeDots(r.Comps[P].Text), r.Comps[Q]
	case r.Comps[uri.ComponentHost].Defined:
		scheme, auth, path, query = b.Comps[S], authority(r), removeDots(r.Comps[P].Text), r.Comps[Q]
	default:
		scheme, auth = b.Comps[S], authority(b)
		switch rp := r.Comps[P].Text; {
		case rp == "":
			path, query = b.Comps[P].Text, b.Comps[Q]
			if r.Comps[Q].Defined {
				query = r.Comps[Q]
			}
		case strings.HasPrefix(rp, "/"):
			path, query = removeDots(rp), r.Comps[Q]
		default:
			// 5.2.3 merge.
			bp := b.Comps[P].Text
			if auth.Defined && bp == "" {
				path = "/" + rp
			} else {
				path = bp[:strings.LastIndexByte(bp, '/')+1] + rp
			}
			path, query = removeDots(path), r.Comps[Q]
		}
	}
	// 5.3, with the "/." guard.
	out = scheme.Text + ":"
	if auth.Defined {
		out += "//" + auth.Text
	} else if strings.HasPrefix(path, "//") {
		out += "/."
	}
	out += path
	if query.Defined {
		out += "?" + query.Text
	}
	if f := r.Comps[F]; f.Defined {
		out += "#" + f.Text
	}
	return out, true
}

// removeDots is the two-buffer algorithm of RFC 3986 5.2.4.
func removeDots(in string) string {
	var out []string // output segments, each with its leading "/" if any
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"):
			in = in[3:]
		case strings.HasPrefix(in, "./"):
			in = in[2:]
		case strings.HasPrefix(in, "/./"):
			in = in[2:]
		case in == "/.":
			in = "/"
		case strings.HasPrefix(in, "/../"):
			in = in[3:]
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		case in == "/..":
			in = "/"
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		case in == "." || in == "..":
			in = ""
		default:
			i := strings.IndexByte(in[1:], '/')
			if i < 0 {
				out, in = append(out, in), ""
			} else {
				out, in = append(out, in[:i+1]), in[i+1:]
			}
		}
	}
	return strings.Join(out, "")
}
