module github.com/uriscan/uri/fuzz

go 1.24.0

require github.com/uriscan/uri v0.0.0

require golang.org/x/sys v0.41.0 // indirect

replace github.com/uriscan/uri => ../
