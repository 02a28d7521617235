#ifndef COLSCRIPT_CREADLINE_SHIM_H
#define COLSCRIPT_CREADLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Line editing, chosen at build time (docs/tooling.md §3):
   - Linux: GNU readline (Debian: libreadline-dev), linked by Package.swift;
   - macOS: libedit, which ships with the OS and speaks readline's API through <editline/readline.h>.
   The REPL calls only the subset both provide; the few GNU-only calls are inside
   COLSCRIPT_GNU_READLINE below, and this header is the only place that knows the difference.
   COLSCRIPT_USE_LIBEDIT picks libedit anywhere: CI builds the macOS configuration on Linux against
   Debian's libedit-dev (Tests/ColscriptCLITests/CI/LibeditConfigurationTests.swift). */
#if defined(__APPLE__) || defined(COLSCRIPT_USE_LIBEDIT)
#include <editline/readline.h>
#define COLSCRIPT_GNU_READLINE 0
#else
#include <readline/readline.h>
#include <readline/history.h>
#define COLSCRIPT_GNU_READLINE 1
#endif

/* readline keeps its settings in global variables; Swift 6 refuses to touch C globals from
   nonisolated code, so the REPL reaches them only through these small functions. */

/* Sets the program name, turns readline's own signal handling off (the REPL handles SIGINT),
   and installs the completion hook and word-break characters. */
static inline void colscript_rl_configure(rl_completion_func_t *completion, const char *word_breaks) {
    rl_readline_name = "colscript";
#if COLSCRIPT_GNU_READLINE
    /* libedit's readline layer (older macOS releases) lacks these; its callback mode leaves
       SIGINT to the REPL's own handler. */
    rl_catch_signals = 0;
    rl_catch_sigwinch = 1;
#endif
    rl_attempted_completion_function = completion;
    rl_completer_word_break_characters = strdup(word_breaks);
}

/* Whether readline should fall back to file-name completion after our hook (0) or not (1). */
static inline void colscript_rl_set_completion_over(int over) { rl_attempted_completion_over = over; }

/* What readline puts after a unique completion (' ' or nothing). */
static inline void colscript_rl_set_append_character(int character) { rl_completion_append_character = character; }

/* The line being edited. */
static inline const char *colscript_rl_line_buffer(void) { return rl_line_buffer; }

/* After Ctrl-C: forget the line being edited (callback interface). libedit has none of
   rl_free_line_state, rl_callback_sigcleanup and (in older macOS releases) rl_replace_line; there,
   removing the handler ends the line and the next rl_callback_handler_install starts an empty one. */
static inline void colscript_rl_discard_line(void) {
#if COLSCRIPT_GNU_READLINE
    rl_free_line_state();
    rl_callback_sigcleanup();
    rl_replace_line("", 0);
    rl_point = 0;
    rl_end = 0;
#endif
    rl_callback_handler_remove();
}

/* Ctrl-Z: give the terminal back its normal mode before the process stops… */
static inline void colscript_rl_before_suspend(void) {
    rl_deprep_terminal();
    fputc('\n', rl_outstream ? rl_outstream : stdout);
    fflush(rl_outstream ? rl_outstream : stdout);
}

/* …and after `fg`, readline's mode again, with the prompt and the line redrawn. */
static inline void colscript_rl_after_resume(void) {
    rl_prep_terminal(1);
    rl_forced_update_display();
}
#endif
