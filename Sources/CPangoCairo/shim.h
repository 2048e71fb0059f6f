#pragma once
#include <pango/pangocairo.h>
#include <hb-ot.h>
