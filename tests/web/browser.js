// browser.js: the book's live pages in headless Chromium, driven as a
// reader would drive them: the mouse on the canvas and on the sliders, the
// keys, the buttons.
//
// usage: node tests/web/browser.js BOOK_DIR   (NODE_PATH must find playwright-core)
//
// Every chapter page is served from BOOK_DIR by a small local server, and
// each must
//   - start its chapter (the figure says data-live="running"), with nothing
//     on the console's error channel;
//   - change its canvas between the frame drawn at reset, paused, and one
//     drawn half a second after Run (the simulation runs);
//   - retune the world when a slider moves: a click on a live slider's track
//     changes the parameter, and the status line then says "since step N",
//     which only a retune of the running world writes (session_retune);
//   - let the mouse drag a particle: paused, the same number of single
//     steps (the "." key) once with a particle held by the mouse and pulled
//     down and to the right, and once without. The two runs are the same
//     computation but for the mouse, so any difference is the mouse's: the
//     held particle must end at least PULL_PX nearer the pointer than it
//     ends alone. Down and right, because a bridge's deck cannot give along
//     itself, nor a hanging cloth down.
// One page is also opened from file://, which must work as well, since each
// chapter's module comes as a script (book/book.mk says why).
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const { chromium } = require('playwright-core');

const PULL_PX = 1;  // a pixel: a difference the eye can see
const PULL = [90, 90];  // the pointer's move, in pixels: right and down
const STEPS_HELD = 30;

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css',
                '.svg': 'image/svg+xml', '.png': 'image/png' };

function serve(root) {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (name === '/favicon.ico') {  // the browser asks for an icon the book does not have
      response.writeHead(204);
      return response.end();
    }
    const file = path.join(root, name);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Inside the page: the demo's canvas pixels, as a data URL.
const pixels = figure => figure.querySelector('canvas').toDataURL();

async function started(page, url, errors) {
  page.on('console', message => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', error => errors.push(error.message));
  await page.goto(url);
  const figure = page.locator('figure.live');
  await figure.scrollIntoViewIfNeeded();
  await page.waitForSelector('figure.live[data-live]', { timeout: 20000 });
  const state = await figure.getAttribute('data-live');
  if (state !== 'running') throw new Error(`the demo did not start: ${await figure.innerText()}`);
  return figure;
}

// Paused at step 0, then run: the canvas must change. (Paused first,
// because some scenes reach rest within a step or two: chapter 04's.)
async function runs(page, figure) {
  if (!(await figure.evaluate(f => f.live.paused))) await figure.locator('.live-run').click();
  await figure.locator('.live-reset').click();
  const before = await figure.evaluate(pixels);
  await figure.locator('.live-run').click();
  await page.waitForTimeout(500);
  const after = await figure.evaluate(pixels);
  if (before === after) throw new Error('the canvas did not change in half a second');
}

// The first slider the scene shows whose parameter acts live, dt aside
// (a new dt is simply a different speed): gravity where there is one.
async function retunes(page, figure) {
  const live = await figure.evaluate(f => {
    const params = f.live.chapter.params;
    const shown = f.live.controls.filter(c => !c.row.hidden && !c.param.rebuilds && c.param.name !== 'dt');
    const pick = shown.find(c => c.param.name === 'gravity') || shown[0];
    return pick ? { index: pick.index, name: params[pick.index].name } : null;
  });
  if (!live) throw new Error('no live slider on the default scene');
  const input = figure.locator('.live-slider input').nth(live.index);
  const before = await figure.evaluate((f, i) => f.live.springs.value(i), live.index);
  await input.scrollIntoViewIfNeeded();
  const box = await input.boundingBox();
  // Left of the knob at the default, so that the value changes.
  const fraction = await figure.evaluate((f, i) => f.live.springs.fraction(i), live.index);
  const to = fraction > 0.5 ? 0.15 : 0.85;
  await page.mouse.click(box.x + to * box.width, box.y + box.height / 2);
  await page.waitForTimeout(200);
  const after = await figure.evaluate((f, i) => f.live.springs.value(i), live.index);
  const status = await figure.locator('.live-status').innerText();
  if (after === before) throw new Error(`clicking ${live.name}'s slider left it at ${before}`);
  if (!/since step \d+/.test(status)) throw new Error(`${live.name} moved but the world was not retuned: "${status}"`);
  return `${live.name} ${before} → ${after}`;
}

// Single steps, paused, from a fresh build of the scene: where particle
// ends (x, y in metres), with or without the mouse holding it and pulling it.
async function stepped(page, figure, canvas, held, particle) {
  // Paused before the reset: a running scene may move off the spot at once.
  if (!(await figure.evaluate(f => f.live.paused))) await figure.locator('.live-run').click();
  await figure.locator('.live-reset').click();
  await canvas.focus();
  if (held) {
    await page.mouse.move(held.x, held.y);
    await page.mouse.down();
    await page.mouse.move(held.x + PULL[0], held.y + PULL[1], { steps: 6 });
  }
  for (let i = 0; i < STEPS_HELD; i++) await page.keyboard.press('.');
  if (held) await page.mouse.up();
  return figure.evaluate((f, p) => Array.from(f.live.springs.states(0).slice(6 * p, 6 * p + 2)), particle);
}

async function drags(page, figure) {
  const canvas = figure.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!(await figure.evaluate(f => f.live.paused))) await figure.locator('.live-run').click();
  await figure.locator('.live-reset').click();
  // A place a particle can be picked up: the centre of a disc the chapter drew.
  const spot = await figure.evaluate(f => {
    const springs = f.live.springs;
    const { count, words, floats } = springs.draw();
    const discs = [];
    for (let i = 0; i < count; i++) if (words[8 * i] === 2) discs.push([floats[8 * i + 2], floats[8 * i + 3]]);
    for (const [x, y] of discs) {
      const particle = springs.press(x, y);
      springs.release();
      if (particle >= 0) {
        const world = Array.from(springs.states(0).slice(6 * particle, 6 * particle + 2));
        return { x, y, particle, world, scale: springs.scale(0) };
      }
    }
    return null;
  });
  if (!spot) throw new Error('no particle to pick up');
  const held = { x: box.x + spot.x, y: box.y + spot.y, particle: spot.particle };
  const free = await stepped(page, figure, canvas, null, spot.particle);
  const pulled = await stepped(page, figure, canvas, held, spot.particle);
  // Pixels from the pointer, y down as on the screen.
  const fromPointer = ([x, y]) => Math.hypot((x - spot.world[0]) * spot.scale - PULL[0],
                                             -(y - spot.world[1]) * spot.scale - PULL[1]);
  const gain = fromPointer(free) - fromPointer(pulled);
  if (!(gain >= PULL_PX)) {
    throw new Error(`the held particle ended ${fromPointer(pulled).toFixed(1)} px from the pointer, ` +
                    `alone ${fromPointer(free).toFixed(1)} px`);
  }
  return `particle ${spot.particle} ends ${gain.toFixed(1)} px nearer the pointer`;
}

async function main() {
  const root = path.resolve(process.argv[2] || 'build/book');
  const pages = fs.readdirSync(root).filter(name => /^\d\d-.*\.html$/.test(name) &&
    fs.readFileSync(path.join(root, name), 'utf8').includes('class="live"')).sort();
  const server = await serve(root);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  let passed = 0, failed = 0;
  const check = async (name, url, work) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = [];
    try {
      const figure = await started(page, url, errors);
      const said = await work(page, figure);
      if (errors.length) throw new Error(`the console said: ${errors[0]}`);
      console.log(`ok: ${name}${said ? ': ' + said : ''}`);
      passed++;
    } catch (error) {
      console.log(`FAIL: ${name}: ${error.message.split('\n')[0]}`);
      failed++;
    }
    await page.close();
  };
  try {
    for (const name of pages) {
      await check(name, base + name, async (page, figure) => {
        await runs(page, figure);
        const drag = await drags(page, figure);
        const slider = await retunes(page, figure);
        return `${drag}; ${slider}`;
      });
    }
    if (pages.length) {
      await check(`${pages[0]} from file://`, 'file://' + path.join(root, pages[0]), runs);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed || !pages.length ? 1 : 0);
}

main().catch(error => { console.error(error); process.exit(1); });
