module github.com/uriscan/uri/fuzz

go 1.24.0

require github.com/uriscan/uri v0.0.0

replace github.com/uriscan/uri => ../
