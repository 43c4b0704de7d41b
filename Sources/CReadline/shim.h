#ifndef CREADLINE_SHIM_H
#define CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* readline's state lives in C globals; Swift 6 reads and sets them only through
   these accessors, which keeps strict concurrency checking satisfied. */
static inline void creadline_set_name(const char *name) { rl_readline_name = name; }
static inline void creadline_output_to_stderr(void) { rl_outstream = stderr; }
static inline void creadline_set_completer(rl_completion_func_t *f) {
    rl_attempted_completion_function = f;
}
static inline void creadline_suppress_default_completion(void) {
    rl_attempted_completion_over = 1;
}
static inline void creadline_cancel_line(void) {
    rl_replace_line("", 0);
    rl_crlf();
    rl_on_new_line();
    rl_redisplay();
}
static inline const char *creadline_version(void) { return rl_library_version; }
#endif
