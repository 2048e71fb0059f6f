#pragma once
#include <gbm.h>
#include <fcntl.h>
#include <unistd.h>
