// Preloaded while the sanitizers run (scripts/sanitize.sh): dlclose does nothing. libglvnd closes
// Mesa's libraries at exit, and the blocks their globals still point to would then look leaked to
// LeakSanitizer (with frames in an unknown module): keeping every module mapped keeps them reachable,
// as they are while the program runs.
int dlclose(void *handle) {
    (void)handle;
    return 0;
}
