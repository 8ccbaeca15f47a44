// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"errors"
	"math/bits"
	"strconv"
	"strings"
)

// enumString returns the name of v in names, or, for a value without a
// name (beyond names, or named ""), typ(v) as Go prints an unnamed
// constant: "HostKind(7)". The String methods of the enum types share it,
// so that every one prints unknown values the same way.
func enumString[T ~uint8](v T, names []string, typ string) string {
	if int(v) < len(names) && names[v] != "" {
		return names[v]
	}
	return typ + "(" + strconv.Itoa(int(v)) + ")"
}

// enumUnmarshal sets *v to the value that text names in names, for the
// UnmarshalText methods; the error lists the names.
func enumUnmarshal[T ~uint8](v *T, text []byte, names []string, typ string) error {
	for i, name := range names {
		if name != "" && string(text) == name {
			*v = T(i)
			return nil
		}
	}
	var want []string
	for _, name := range names {
		if name != "" {
			want = append(want, strconv.Quote(name))
		}
	}
	return errors.New("uri: unknown " + typ + " " + strconv.Quote(string(text)) + ", want " + strings.Join(want, " or "))
}

// enumMarshal appends the name of v in names, for the MarshalText and
// AppendText methods; a value without a name is an error.
func enumMarshal[T ~uint8](b []byte, v T, names []string, typ string) ([]byte, error) {
	if int(v) < len(names) && names[v] != "" {
		return append(b, names[v]...), nil
	}
	return b, errors.New("uri: cannot marshal " + enumString(v, names, typ))
}

// flagsString returns the names of the bits set in v, joined with "|" as
// they would be written in Go, and the bits without a name in hexadecimal;
// "0" for none.
func flagsString(v uint64, names []string) string {
	if v == 0 {
		return "0"
	}
	if v&(v-1) == 0 {
		// One bit: its name, without building a string.
		if i := bits.TrailingZeros64(v); i < len(names) && names[i] != "" {
			return names[i]
		}
	}
	var b strings.Builder
	for i, name := range names {
		if v&(1<<i) != 0 && name != "" {
			if b.Len() > 0 {
				b.WriteByte('|')
			}
			b.WriteString(name)
			v &^= 1 << i
		}
	}
	if v != 0 {
		if b.Len() > 0 {
			b.WriteByte('|')
		}
		b.WriteString("0x" + strconv.FormatUint(v, 16))
	}
	return b.String()
}
