/* A C error: the --json and --sarif reports say so (pnbmc 56 wrote none,
 * so a CI step uploaded the last run's). */
int main(void) { return undeclared_x; }
