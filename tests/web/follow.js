// follow.js: a chapter's WebAssembly module, run under node, against the
// chapter's native program: every scene at its defaults, headless, step for
// step.
//
// usage: node tests/web/follow.js MODULE.wasm NATIVE_PROGRAM [STEPS]
//
// Both are built from the same C files, so they do the same double
// arithmetic in the same order; what could set them apart is a library
// function (glibc's and wasi-libc's sin, cos or pow may round differently in
// the last bit) or the native compiler fusing a multiply and an add, which
// WebAssembly cannot. Either would show here. A position (x, y, and a body's
// angle) may differ by at most TOLERANCE, relative to the larger of 1 and
// its size: a diverged state is frozen at sizes far beyond a metre, where a
// difference in the last bit is more than 1e-12.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const Springs = require(path.join(__dirname, '../../common/web/springs.js'));

const TOLERANCE = 1e-12;

// --dump's rows, by step: step,kind,index,x,y,angle,vx,vy,omega.
function nativeRun(program, scene, steps) {
  const text = execFileSync(program, ['--headless', '--scene', scene, '--steps', String(steps), '--dump', '-'],
                            { maxBuffer: 1 << 30, encoding: 'utf8' });
  const byStep = [];
  for (const line of text.split('\n').slice(1)) {
    if (line === '') continue;
    const cells = line.split(',');
    const step = Number(cells[0]);
    (byStep[step] = byStep[step] || []).push(cells.slice(3).map(Number));
  }
  return byStep;
}

// One scene: true when every position of every step is within TOLERANCE.
function follows(springs, program, index, steps) {
  const scene = springs.chapter.scenes[index].name;
  const native = nativeRun(program, scene, steps);
  springs.load(index, true);  // as --headless runs it
  // A run that diverges stops at the step that did it (chapters 01 to 03
  // explode on purpose): the module must freeze at the same step.
  const last = native.length - 1;
  let worst = 0, worstAt = '', compared = 0;
  for (let step = 0; step <= last; step++) {
    if (step > 0) springs.step();
    const rows = springs.states(0);
    const expected = native[step] || [];
    if (rows.length !== expected.length * 6) {
      console.log(`FAIL: ${scene}: at step ${step} the module has ${rows.length / 6} moving things, ` +
                  `the program ${expected.length}`);
      return false;
    }
    expected.forEach((want, i) => {
      for (const column of [0, 1, 2]) {  // x, y, angle
        const got = rows[6 * i + column];
        const gap = Math.abs(got - want[column]) / Math.max(1, Math.abs(want[column]));
        if (!(gap <= worst)) { worst = gap; worstAt = `step ${step}, row ${i}, ${['x', 'y', 'angle'][column]}`; }
        compared++;
      }
    });
  }
  if (last < steps && springs.divergedAt(0) !== last) {
    console.log(`FAIL: ${scene}: the program diverged at step ${last}, the module at ${springs.divergedAt(0)}`);
    return false;
  }
  const ok = worst <= TOLERANCE;
  const diverged = last < steps ? ` (both diverged at step ${last})` : '';
  console.log(`${ok ? 'ok' : 'FAIL'}: ${springs.chapter.slug} ${scene}: ${compared} positions over ${last} steps${diverged}; ` +
              `largest difference ${worst.toExponential(2)}${worst > 0 ? ' (' + worstAt + ')' : ''}, ` +
              `allowed ${TOLERANCE}`);
  return ok;
}

async function main() {
  const [wasmPath, program, stepsText] = process.argv.slice(2);
  if (!wasmPath || !program) {
    console.error('usage: node tests/web/follow.js MODULE.wasm NATIVE_PROGRAM [STEPS]');
    process.exit(2);
  }
  const steps = Number(stepsText || 600);
  const springs = await Springs.instantiate(fs.readFileSync(wasmPath));
  let passed = 0, failed = 0;
  springs.chapter.scenes.forEach((_, index) => {
    if (follows(springs, program, index, steps)) passed++;
    else failed++;
  });
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch(error => { console.error(error); process.exit(1); });
