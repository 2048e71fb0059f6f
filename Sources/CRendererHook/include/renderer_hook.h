#ifndef UIKITGL_RENDERER_HOOK_H
#define UIKITGL_RENDERER_HOOK_H

/// The process-wide default hierarchy renderer's factory. The `UIKit` module defines it (in
/// Swift, with @_cdecl) and it returns a retained renderer object, or null after reporting why
/// none could be made. `LayerTree` never imports GL, so it only refers to the factory weakly:
/// in a program that links `UIKit` the reference resolves; in one that links `LayerTree` alone
/// it stays null and snapshots report that no renderer exists.
extern void *_Nullable uikitgl_make_default_hierarchy_renderer(void) __attribute__((weak));

/// Calls the factory when the program has one; null otherwise.
static inline void *_Nullable uikitgl_call_default_renderer_factory(void) {
    return uikitgl_make_default_hierarchy_renderer ? uikitgl_make_default_hierarchy_renderer() : (void *)0;
}

/// Whether the program links a factory.
static inline int uikitgl_has_default_renderer_factory(void) {
    return uikitgl_make_default_hierarchy_renderer != 0;
}

#endif
