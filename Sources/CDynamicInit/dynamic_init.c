#include "dynamic_init.h"

#define SWIFTCALL __attribute__((swiftcall))
#define SWIFT_CONTEXT __attribute__((swift_context))

typedef void *SWIFTCALL (*AllocatingInit)(void *SWIFT_CONTEXT metadata);
typedef void *SWIFTCALL (*AllocatingInitAny)(void *argument, void *SWIFT_CONTEXT metadata);
typedef void *SWIFTCALL (*AllocatingInitByteString)(unsigned char byte, unsigned long long w0, unsigned long long w1,
                                                     void *SWIFT_CONTEXT metadata);
typedef void *SWIFTCALL (*AllocatingInitString)(unsigned long long w0, unsigned long long w1, void *SWIFT_CONTEXT metadata);
typedef void *SWIFTCALL (*AllocatingInitRect)(double x, double y, double width, double height, void *SWIFT_CONTEXT metadata);

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

void *dynamic_init_call_byte_string(const void *function, unsigned char byte, const void *string, const void *metadata) {
    const unsigned long long *words = string;
    return ((AllocatingInitByteString)function)(byte, words[0], words[1], (void *)metadata);
}

void *dynamic_init_call_string(const void *function, const void *string, const void *metadata) {
    const unsigned long long *words = string;
    return ((AllocatingInitString)function)(words[0], words[1], (void *)metadata);
}

void *dynamic_init_call_rect(const void *function, double x, double y, double width, double height, const void *metadata) {
    return ((AllocatingInitRect)function)(x, y, width, height, (void *)metadata);
}

// LayerTree's symbols, by their Swift mangled names (module LayerTree, class CALayer).
extern const char calayer_class __asm__("$s9LayerTree7CALayerCMn");
extern const char calayer_init_layer __asm__("$s9LayerTree7CALayerC5layerACyp_tcfCTq");

const void *dynamic_init_calayer_class(void) { return &calayer_class; }
const void *dynamic_init_calayer_init_layer(void) { return &calayer_init_layer; }

// Foundation's symbols (swift-corelibs-foundation's NSObject is a Swift class).
extern const char nsobject_class __asm__("$s10Foundation8NSObjectCMn");
extern const char nsobject_init __asm__("$s10Foundation8NSObjectCACycfCTq");

const void *dynamic_init_nsobject_class(void) { return &nsobject_class; }
const void *dynamic_init_nsobject_init(void) { return &nsobject_init; }

// The views made from registered classes: UIView's init(frame:), UITableViewCell's
// init(style:reuseIdentifier:) and UITableViewHeaderFooterView's init(reuseIdentifier:).
extern const char uiview_class __asm__("$s9LayerTree6UIViewCMn");
extern const char uiview_init_frame __asm__("$s9LayerTree6UIViewC5frameAC10Foundation6CGRectV_tcfCTq");
extern const char cell_class __asm__("$s9LayerTree15UITableViewCellCMn");
extern const char cell_init __asm__("$s9LayerTree15UITableViewCellC5style15reuseIdentifierA2C0E5StyleO_SSSgtcfCTq");
extern const char header_class __asm__("$s9LayerTree023UITableViewHeaderFooterD0CMn");
extern const char header_init __asm__("$s9LayerTree023UITableViewHeaderFooterD0C15reuseIdentifierACSSSg_tcfCTq");

const void *dynamic_init_uiview_class(void) { return &uiview_class; }
const void *dynamic_init_uiview_init_frame(void) { return &uiview_init_frame; }
const void *dynamic_init_cell_class(void) { return &cell_class; }
const void *dynamic_init_cell_init(void) { return &cell_init; }
const void *dynamic_init_header_class(void) { return &header_class; }
const void *dynamic_init_header_init(void) { return &header_init; }
