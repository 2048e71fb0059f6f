#include "dynamic_init.h"

#define SWIFTCALL __attribute__((swiftcall))
#define SWIFT_CONTEXT __attribute__((swift_context))

typedef void *SWIFTCALL (*AllocatingInit)(void *SWIFT_CONTEXT metadata);
typedef void *SWIFTCALL (*AllocatingInitAny)(void *argument, void *SWIFT_CONTEXT metadata);

extern const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

const void *dynamic_init_lookup(const void *metadata, const void *method, const void *description) {
    return swift_lookUpClassMethod(metadata, method, description);
}

void *dynamic_init_call(const void *function, const void *metadata) {
    return ((AllocatingInit)function)((void *)metadata);
}

void *dynamic_init_call_any(const void *function, void *argument, const void *metadata) {
    return ((AllocatingInitAny)function)(argument, (void *)metadata);
}

// LayerTree's symbols, by their Swift mangled names (module LayerTree, class CALayer).
extern const char calayer_class __asm__("$s9LayerTree7CALayerCMn");
extern const char calayer_init __asm__("$s9LayerTree7CALayerCACycfCTq");
extern const char calayer_init_layer __asm__("$s9LayerTree7CALayerC5layerACyp_tcfCTq");

const void *dynamic_init_calayer_class(void) { return &calayer_class; }
const void *dynamic_init_calayer_init(void) { return &calayer_init; }
const void *dynamic_init_calayer_init_layer(void) { return &calayer_init_layer; }

// Foundation's symbols (swift-corelibs-foundation's NSObject is a Swift class).
extern const char nsobject_class __asm__("$s10Foundation8NSObjectCMn");
extern const char nsobject_init __asm__("$s10Foundation8NSObjectCACycfCTq");

const void *dynamic_init_nsobject_class(void) { return &nsobject_class; }
const void *dynamic_init_nsobject_init(void) { return &nsobject_init; }
