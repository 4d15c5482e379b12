;; The nesting scan of src/validator/json-scan.ts in WebAssembly SIMD, 64 bytes at a time: several
;; times faster than the JavaScript loop, which it must agree with byte for byte (the tests
;; compare them). `npm run generate` assembles it into generated/validators/json-scan-wasm.cjs.
;;
;; `opens(len, maxDepth)` comes first: nesting never goes deeper than the text has '[' and '{' bytes
;; (in strings or not), so when it counts at most maxDepth of them (1 KiB at a time, two SIMD
;; operations a vector) the text fits and needs no scan; it answers 1 as soon as the count passes
;; maxDepth, and then `scan` decides.
;;
;; The caller writes up to 64 KiB of UTF-8 JSON into `memory` and calls `scan(len, maxDepth)`; the
;; state (depth, and whether the last chunk ended inside a string or just after a backslash) carries
;; over to the next chunk until `reset`. `scan` answers 1 once nesting exceeds maxDepth, else 0.
;;
;; Per block of 64 (then 16) bytes: bitmasks of the quotes, backslashes and brackets ('[' and '{' are 0x5b and 0x7b, ']'
;; and '}' 0x5d and 0x7d: or-ing 0x20 maps each pair to one byte). Without a backslash, the bytes
;; inside strings are the prefix XOR of the quote mask (flipped when the block starts inside a
;; string), and only the brackets outside them count. The depth is only followed bracket by bracket
;; when the block could cross the limit. A block with a backslash, or after one, goes byte by byte.
(module
  (memory (export "memory") 1)
  (global $depth (mut i32) (i32.const 0))
  (global $state (mut i32) (i32.const 0))
  (func (export "reset")
    (global.set $depth (i32.const 0))
    (global.set $state (i32.const 0)))
  ;; Byte by byte: state 0 outside strings, 1 inside one, 2 inside one after a backslash.
  (func $scalar (param $p i32) (param $end i32) (param $max i32) (result i32)
    (local $c i32) (local $s i32) (local $d i32)
    (local.set $s (global.get $state))
    (local.set $d (global.get $depth))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $c (i32.load8_u (local.get $p)))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (if (i32.eq (local.get $s) (i32.const 2))
          (then (local.set $s (i32.const 1)) (br $next)))
        (if (i32.eq (local.get $s) (i32.const 1))
          (then
            (if (i32.eq (local.get $c) (i32.const 0x22))
              (then (local.set $s (i32.const 0)))
              (else (if (i32.eq (local.get $c) (i32.const 0x5c)) (then (local.set $s (i32.const 2))))))
            (br $next)))
        (if (i32.eq (local.get $c) (i32.const 0x22))
          (then (local.set $s (i32.const 1)) (br $next)))
        (if (i32.eq (i32.or (local.get $c) (i32.const 0x20)) (i32.const 0x7b))
          (then
            (local.set $d (i32.add (local.get $d) (i32.const 1)))
            (if (i32.gt_s (local.get $d) (local.get $max))
              (then (global.set $depth (local.get $d)) (global.set $state (local.get $s)) (return (i32.const 1))))
            (br $next)))
        (if (i32.eq (i32.or (local.get $c) (i32.const 0x20)) (i32.const 0x7d))
          (then (local.set $d (i32.sub (local.get $d) (i32.const 1)))))
        (br $next)))
    (global.set $depth (local.get $d))
    (global.set $state (local.get $s))
    (i32.const 0))
  ;; The 64-bit mask of the bytes of four vectors that equal `byte`: bit i is byte i of the 64.
  (func $mask64 (param $a v128) (param $b v128) (param $c v128) (param $d v128) (param $byte v128) (result i64)
    (i64.or
      (i64.or
        (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $a) (local.get $byte))))
        (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $b) (local.get $byte)))) (i64.const 16)))
      (i64.or
        (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $c) (local.get $byte)))) (i64.const 32))
        (i64.shl (i64.extend_i32_u (i8x16.bitmask (i8x16.eq (local.get $d) (local.get $byte)))) (i64.const 48)))))
  ;; The sum of the 16 byte lanes of a vector.
  (func $sum16 (param $v v128) (result i32)
    (local $w v128)
    (local.set $w (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $v))))
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $w)) (i32x4.extract_lane 1 (local.get $w)))
      (i32.add (i32x4.extract_lane 2 (local.get $w)) (i32x4.extract_lane 3 (local.get $w)))))
  ;; 1 once memory[0, len) holds more than $max bytes '[' or '{', else 0. Each lane of $acc counts
  ;; at most 64 of them (16 blocks of 4 vectors) before it is summed: no lane overflows.
  (func (export "opens") (param $len i32) (param $max i32) (result i32)
    (local $p i32) (local $end i32) (local $stop i32) (local $n i32) (local $acc v128)
    (local.set $end (i32.and (local.get $len) (i32.const -64)))
    (block $blocks_done
      (loop $kilobyte
        (br_if $blocks_done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $stop (i32.add (local.get $p) (i32.const 1024)))
        (if (i32.gt_u (local.get $stop) (local.get $end)) (then (local.set $stop (local.get $end))))
        (local.set $acc (v128.const i32x4 0 0 0 0))
        (loop $block
          (local.set $acc (i8x16.sub (local.get $acc)
            (i8x16.eq (v128.or (v128.load (local.get $p)) (i8x16.splat (i32.const 0x20))) (i8x16.splat (i32.const 0x7b)))))
          (local.set $acc (i8x16.sub (local.get $acc)
            (i8x16.eq (v128.or (v128.load offset=16 (local.get $p)) (i8x16.splat (i32.const 0x20))) (i8x16.splat (i32.const 0x7b)))))
          (local.set $acc (i8x16.sub (local.get $acc)
            (i8x16.eq (v128.or (v128.load offset=32 (local.get $p)) (i8x16.splat (i32.const 0x20))) (i8x16.splat (i32.const 0x7b)))))
          (local.set $acc (i8x16.sub (local.get $acc)
            (i8x16.eq (v128.or (v128.load offset=48 (local.get $p)) (i8x16.splat (i32.const 0x20))) (i8x16.splat (i32.const 0x7b)))))
          (local.set $p (i32.add (local.get $p) (i32.const 64)))
          (br_if $block (i32.lt_u (local.get $p) (local.get $stop))))
        (local.set $n (i32.add (local.get $n) (call $sum16 (local.get $acc))))
        (br_if $kilobyte (i32.le_u (local.get $n) (local.get $max)))
        (return (i32.const 1))))
    (block $bytes_done
      (loop $byte
        (br_if $bytes_done (i32.ge_u (local.get $p) (local.get $len)))
        (if (i32.eq (i32.or (i32.load8_u (local.get $p)) (i32.const 0x20)) (i32.const 0x7b))
          (then (local.set $n (i32.add (local.get $n) (i32.const 1)))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $byte)))
    (i32.gt_u (local.get $n) (local.get $max)))
  (func (export "scan") (param $len i32) (param $max i32) (result i32)
    (local $p i32) (local $end i32) (local $v v128) (local $w v128)
    (local $q i32) (local $o i32) (local $c i32) (local $in i32) (local $bits i32) (local $low i32) (local $d i32)
    (local $v0 v128) (local $v1 v128) (local $v2 v128) (local $v3 v128)
    (local $q64 i64) (local $o64 i64) (local $c64 i64) (local $in64 i64) (local $bits64 i64) (local $low64 i64)
    ;; 64 bytes at a time: the bookkeeping of a block is paid once for four vectors.
    (local.set $end (i32.and (local.get $len) (i32.const -64)))
    (block $blocks64_done
      (loop $block64
        (br_if $blocks64_done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $v0 (v128.load (local.get $p)))
        (local.set $v1 (v128.load offset=16 (local.get $p)))
        (local.set $v2 (v128.load offset=32 (local.get $p)))
        (local.set $v3 (v128.load offset=48 (local.get $p)))
        (if (i32.or
              (i64.ne (call $mask64 (local.get $v0) (local.get $v1) (local.get $v2) (local.get $v3) (i8x16.splat (i32.const 0x5c))) (i64.const 0))
              (i32.eq (global.get $state) (i32.const 2)))
          (then
            (if (call $scalar (local.get $p) (i32.add (local.get $p) (i32.const 64)) (local.get $max))
              (then (return (i32.const 1))))
            (local.set $p (i32.add (local.get $p) (i32.const 64)))
            (br $block64)))
        (local.set $q64 (call $mask64 (local.get $v0) (local.get $v1) (local.get $v2) (local.get $v3) (i8x16.splat (i32.const 0x22))))
        (local.set $v0 (v128.or (local.get $v0) (i8x16.splat (i32.const 0x20))))
        (local.set $v1 (v128.or (local.get $v1) (i8x16.splat (i32.const 0x20))))
        (local.set $v2 (v128.or (local.get $v2) (i8x16.splat (i32.const 0x20))))
        (local.set $v3 (v128.or (local.get $v3) (i8x16.splat (i32.const 0x20))))
        (local.set $o64 (call $mask64 (local.get $v0) (local.get $v1) (local.get $v2) (local.get $v3) (i8x16.splat (i32.const 0x7b))))
        (local.set $c64 (call $mask64 (local.get $v0) (local.get $v1) (local.get $v2) (local.get $v3) (i8x16.splat (i32.const 0x7d))))
        (local.set $in64 (local.get $q64))
        (local.set $in64 (i64.xor (local.get $in64) (i64.shl (local.get $in64) (i64.const 1))))
        (local.set $in64 (i64.xor (local.get $in64) (i64.shl (local.get $in64) (i64.const 2))))
        (local.set $in64 (i64.xor (local.get $in64) (i64.shl (local.get $in64) (i64.const 4))))
        (local.set $in64 (i64.xor (local.get $in64) (i64.shl (local.get $in64) (i64.const 8))))
        (local.set $in64 (i64.xor (local.get $in64) (i64.shl (local.get $in64) (i64.const 16))))
        (local.set $in64 (i64.xor (local.get $in64) (i64.shl (local.get $in64) (i64.const 32))))
        (if (global.get $state) (then (local.set $in64 (i64.xor (local.get $in64) (i64.const -1)))))
        (global.set $state (i32.wrap_i64 (i64.shr_u (local.get $in64) (i64.const 63))))
        (local.set $o64 (i64.and (local.get $o64) (i64.xor (local.get $in64) (i64.const -1))))
        (local.set $c64 (i64.and (local.get $c64) (i64.xor (local.get $in64) (i64.const -1))))
        (if (i64.ne (i64.or (local.get $o64) (local.get $c64)) (i64.const 0))
          (then
            (local.set $d (global.get $depth))
            (if (i32.le_s (i32.add (local.get $d) (i32.wrap_i64 (i64.popcnt (local.get $o64)))) (local.get $max))
              (then
                (global.set $depth
                  (i32.sub (i32.add (local.get $d) (i32.wrap_i64 (i64.popcnt (local.get $o64)))) (i32.wrap_i64 (i64.popcnt (local.get $c64))))))
              (else
                (local.set $bits64 (i64.or (local.get $o64) (local.get $c64)))
                (block $bits64_done
                  (loop $bit64
                    (br_if $bits64_done (i64.eqz (local.get $bits64)))
                    (local.set $low64 (i64.ctz (local.get $bits64)))
                    (if (i32.wrap_i64 (i64.and (i64.shr_u (local.get $o64) (local.get $low64)) (i64.const 1)))
                      (then
                        (local.set $d (i32.add (local.get $d) (i32.const 1)))
                        (if (i32.gt_s (local.get $d) (local.get $max))
                          (then (global.set $depth (local.get $d)) (return (i32.const 1)))))
                      (else (local.set $d (i32.sub (local.get $d) (i32.const 1)))))
                    (local.set $bits64 (i64.and (local.get $bits64) (i64.sub (local.get $bits64) (i64.const 1))))
                    (br $bit64)))
                (global.set $depth (local.get $d))))))
        (local.set $p (i32.add (local.get $p) (i32.const 64)))
        (br $block64)))
    ;; Then 16 bytes at a time, then byte by byte.
    (local.set $end (i32.and (local.get $len) (i32.const -16)))
    (block $tail
      (loop $block
        (br_if $tail (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $v (v128.load (local.get $p)))
        (if (i32.or
              (i8x16.bitmask (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0x5c))))
              (i32.eq (global.get $state) (i32.const 2)))
          (then
            (if (call $scalar (local.get $p) (i32.add (local.get $p) (i32.const 16)) (local.get $max))
              (then (return (i32.const 1))))
            (local.set $p (i32.add (local.get $p) (i32.const 16)))
            (br $block)))
        (local.set $q (i8x16.bitmask (i8x16.eq (local.get $v) (i8x16.splat (i32.const 0x22)))))
        (local.set $w (v128.or (local.get $v) (i8x16.splat (i32.const 0x20))))
        (local.set $o (i8x16.bitmask (i8x16.eq (local.get $w) (i8x16.splat (i32.const 0x7b)))))
        (local.set $c (i8x16.bitmask (i8x16.eq (local.get $w) (i8x16.splat (i32.const 0x7d)))))
        (if (i32.or (local.get $q) (i32.or (local.get $o) (local.get $c)))
          (then
            (local.set $in (local.get $q))
            (local.set $in (i32.xor (local.get $in) (i32.shl (local.get $in) (i32.const 1))))
            (local.set $in (i32.xor (local.get $in) (i32.shl (local.get $in) (i32.const 2))))
            (local.set $in (i32.xor (local.get $in) (i32.shl (local.get $in) (i32.const 4))))
            (local.set $in (i32.xor (local.get $in) (i32.shl (local.get $in) (i32.const 8))))
            (if (global.get $state) (then (local.set $in (i32.xor (local.get $in) (i32.const -1)))))
            (local.set $in (i32.and (local.get $in) (i32.const 0xffff)))
            (global.set $state (i32.shr_u (local.get $in) (i32.const 15)))
            (local.set $o (i32.and (local.get $o) (i32.xor (local.get $in) (i32.const -1))))
            (local.set $c (i32.and (local.get $c) (i32.xor (local.get $in) (i32.const -1))))
            (if (i32.or (local.get $o) (local.get $c))
              (then
                (local.set $d (global.get $depth))
                (if (i32.le_s (i32.add (local.get $d) (i32.popcnt (local.get $o))) (local.get $max))
                  (then
                    (global.set $depth (i32.sub (i32.add (local.get $d) (i32.popcnt (local.get $o))) (i32.popcnt (local.get $c)))))
                  (else
                    (local.set $bits (i32.or (local.get $o) (local.get $c)))
                    (block $bits_done
                      (loop $bit
                        (br_if $bits_done (i32.eqz (local.get $bits)))
                        (local.set $low (i32.ctz (local.get $bits)))
                        (if (i32.and (i32.shr_u (local.get $o) (local.get $low)) (i32.const 1))
                          (then
                            (local.set $d (i32.add (local.get $d) (i32.const 1)))
                            (if (i32.gt_s (local.get $d) (local.get $max))
                              (then (global.set $depth (local.get $d)) (return (i32.const 1)))))
                          (else (local.set $d (i32.sub (local.get $d) (i32.const 1)))))
                        (local.set $bits (i32.and (local.get $bits) (i32.sub (local.get $bits) (i32.const 1))))
                        (br $bit)))
                    (global.set $depth (local.get $d))))))))
        (local.set $p (i32.add (local.get $p) (i32.const 16)))
        (br $block)))
    (call $scalar (local.get $p) (local.get $len) (local.get $max))))
