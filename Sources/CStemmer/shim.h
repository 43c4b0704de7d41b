#ifndef CSTEMMER_SHIM_H
#define CSTEMMER_SHIM_H
#include <libstemmer.h>
#endif
