// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri

import (
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"testing"
)

// TestEnumStrings checks the String method of every exported enum-like
// type on named values and on a value without a name, which all print the
// same way: Type(n).
func TestEnumStrings(t *testing.T) {
	for _, c := range []struct {
		v    fmt.Stringer
		want string
	}{
		{ComponentScheme, "scheme"},
		{ComponentFragment, "fragment"},
		{Component(99), "Component(99)"},
		{HostIPv6, "ipv6"},
		{HostKind(7), "HostKind(7)"},
		{PathRootless, "rootless"},
		{PathKind(9), "PathKind(9)"},
		{KindAngle, "angle"},
		{MatchKind(200), "MatchKind(200)"},
		{FormNone, "none"},
		{FormAuthority, "authority"},
		{TargetForm(17), "TargetForm(17)"},
		{SepAmpSemicolon, "amp-semicolon"},
		{ParamSep(5), "ParamSep(5)"},
		{LevelScheme, "scheme"},
		{Level(0), "Level(0)"},
		{Level(3), "Level(3)"},
		{ResolveNonStrict, "non-strict"},
		{ResolveMode(2), "ResolveMode(2)"},
		{EscapeUnreserved, "EscapeUnreserved"},
		{EscapeQueryComponent | PlusSpace, "EscapeQueryComponent|PlusSpace"},
		{EscapeHost | PlusSpace | RejectControl, "EscapeHost|PlusSpace|RejectControl"},
		{EscapeMode(0x42), "EscapeMode(66)"},
		{EscapePath | 1<<12, "EscapePath|0x1000"},
		{MatchFlags(0), "0"},
		{FlagCleaned | FlagHyphenBreak, "FlagCleaned|FlagHyphenBreak"},
		{FlagHyphenBreak | 1<<5, "FlagHyphenBreak|0x20"},
	} {
		if got := c.v.String(); got != c.want {
			t.Errorf("%T(%v).String() = %q, want %q", c.v, c.v, got, c.want)
		}
	}
}

// TestTextMarshalling checks that Level and ResolveMode read back what
// they write, as text, in JSON and as flags, and refuse other values.
func TestTextMarshalling(t *testing.T) {
	for _, l := range []Level{LevelSyntax, LevelScheme} {
		b, err := l.MarshalText()
		if err != nil || string(b) != l.String() {
			t.Errorf("%v.MarshalText() = %q, %v", l, b, err)
		}
		var back Level
		if err := back.UnmarshalText(b); err != nil || back != l {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, l)
		}
	}
	for _, m := range []ResolveMode{ResolveStrict, ResolveNonStrict} {
		b, err := m.AppendText([]byte("mode="))
		if err != nil || string(b) != "mode="+m.String() {
			t.Errorf("%v.AppendText = %q, %v", m, b, err)
		}
		var back ResolveMode
		if err := back.UnmarshalText(b[len("mode="):]); err != nil || back != m {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", b, back, err, m)
		}
	}

	l := LevelScheme
	if err := l.UnmarshalText([]byte("Syntax")); err == nil || !strings.Contains(err.Error(), `"syntax" or "scheme"`) {
		t.Errorf(`UnmarshalText("Syntax") = %v, want an error listing the names`, err)
	}
	if l != LevelScheme {
		t.Errorf("a failed UnmarshalText changed the Level to %v", l)
	}
	if _, err := Level(0).MarshalText(); err == nil {
		t.Errorf("Level(0).MarshalText() succeeded")
	}
	if _, err := ResolveMode(9).MarshalText(); err == nil {
		t.Errorf("ResolveMode(9).MarshalText() succeeded")
	}

	var cfg struct {
		Level Level
		Mode  ResolveMode
	}
	if err := json.Unmarshal([]byte(`{"Level":"scheme","Mode":"non-strict"}`), &cfg); err != nil ||
		cfg.Level != LevelScheme || cfg.Mode != ResolveNonStrict {
		t.Errorf("json.Unmarshal = %+v, %v", cfg, err)
	}
	if out, err := json.Marshal(cfg); err != nil || string(out) != `{"Level":"scheme","Mode":"non-strict"}` {
		t.Errorf("json.Marshal = %s, %v", out, err)
	}
	if err := json.Unmarshal([]byte(`{"Level":"full"}`), &cfg); err == nil {
		t.Errorf(`json.Unmarshal of Level "full" succeeded`)
	}

	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(new(strings.Builder))
	var level Level
	fs.TextVar(&level, "level", LevelSyntax, "normalization level")
	if err := fs.Parse([]string{"-level", "scheme"}); err != nil || level != LevelScheme {
		t.Errorf("-level scheme: %v, %v", level, err)
	}
	if err := fs.Parse([]string{"-level", "none"}); err == nil {
		t.Errorf("-level none accepted")
	}
}
