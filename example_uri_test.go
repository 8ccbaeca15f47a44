// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uri_test

import (
	"encoding/json"
	"fmt"

	"github.com/uriscan/uri"
)

// A URI is a field of a configuration decoded from JSON: it is validated
// on the way in, and an invalid one says what is wrong and where.
func ExampleURI() {
	var cfg struct {
		Upstream uri.URI   `json:"upstream"`
		Health   uri.URI   `json:"health"`
		Mirrors  []uri.URI `json:"mirrors"`
	}
	err := json.Unmarshal([]byte(`{
		"upstream": "https://backend.internal:8443/api/",
		"health": "../healthz",
		"mirrors": ["https://eu.example.com/", "https://us.example.com/"]
	}`), &cfg)
	fmt.Println(err)
	fmt.Println(cfg.Upstream.Host(), cfg.Upstream.Port(), cfg.Upstream.Path())
	health, _ := cfg.Upstream.Resolve(cfg.Health)
	fmt.Println(health)
	fmt.Println(len(cfg.Mirrors), cfg.Mirrors[1].Host())

	err = json.Unmarshal([]byte(`{"upstream": "https://backend internal/"}`), &cfg)
	fmt.Println(err)
	// Output:
	// <nil>
	// backend.internal 8443 /api/
	// https://backend.internal:8443/healthz
	// 2 us.example.com
	// uri: invalid character in host at offset 15 (' '): "https://backend internal/"
}
