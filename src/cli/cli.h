/* cli: the fxviz command line (render, serve). */
#ifndef FXVIZ_CLI_H
#define FXVIZ_CLI_H

/* Runs the command in argv; returns the process exit status. */
int cli_main(int argc, char **argv);

#endif
