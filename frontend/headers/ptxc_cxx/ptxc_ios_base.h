/*
 * The stream manipulators shared by <iostream> and <iomanip> (ptxc's own
 * header): each manipulator is a value of its own small type, which the
 * stream's operator<< accepts.
 */
#pragma once
namespace std {
struct __ptxc_fmtflag { int flag; };
struct __ptxc_setw { int width; };
struct __ptxc_setprecision { int digits; };
struct __ptxc_setfill { char fill; };
static const __ptxc_fmtflag fixed = {1};
static const __ptxc_fmtflag scientific = {2};
static const __ptxc_fmtflag defaultfloat = {3};
static const __ptxc_fmtflag hex = {4};
static const __ptxc_fmtflag dec = {5};
static const __ptxc_fmtflag oct = {6};
static const __ptxc_fmtflag left = {7};
static const __ptxc_fmtflag right = {8};
static const __ptxc_fmtflag boolalpha = {9};
static const __ptxc_fmtflag showpoint = {10};
}  // namespace std
