// follow.js: a chapter's WebAssembly module, run under node, against the
// chapter's native program: the same default scene, headless, step for step.
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
function nativeRun(program, steps) {
  const text = execFileSync(program, ['--headless', '--steps', String(steps), '--dump', '-'],
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

async function main() {
  const [wasmPath, program, stepsText] = process.argv.slice(2);
  if (!wasmPath || !program) {
    console.error('usage: node tests/web/follow.js MODULE.wasm NATIVE_PROGRAM [STEPS]');
    process.exit(2);
  }
  const steps = Number(stepsText || 600);
  const springs = await Springs.instantiate(fs.readFileSync(wasmPath));
  const native = nativeRun(program, steps);
  springs.load(0, true);  // the default scene, as --headless runs it
  let worst = 0, worstAt = '', compared = 0, failures = 0;
  for (let step = 0; step <= steps; step++) {
    if (step > 0) springs.step();
    const rows = springs.states(0);
    const expected = native[step] || [];
    if (rows.length !== expected.length * 6) {
      console.log(`FAIL step ${step}: the module has ${rows.length / 6} moving things, the program ${expected.length}`);
      failures++;
      break;
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
  const name = springs.chapter.slug + ' ' + springs.chapter.scenes[0].name;
  const ok = failures === 0 && worst <= TOLERANCE;
  console.log(`${ok ? 'ok' : 'FAIL'}: ${name}: ${compared} positions over ${steps} steps; ` +
              `largest difference ${worst.toExponential(2)}${worst > 0 ? ' (' + worstAt + ')' : ''}, ` +
              `allowed ${TOLERANCE}`);
  console.log(`${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
  process.exit(ok ? 0 : 1);
}

main().catch(error => { console.error(error); process.exit(1); });
