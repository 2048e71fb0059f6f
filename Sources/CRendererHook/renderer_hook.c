// The hook is all in the header: a weak reference to a function the UIKit module defines.
#include "renderer_hook.h"
