module github.com/uriscan/uri

go 1.24
