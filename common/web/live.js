// live.js: a chapter running on its page of the book, as its window runs on
// the desktop. The physics is the chapter's own C (springs.js loads it); this
// file is the window's part: the frame loop, the scene picker, pause, step
// and reset, the sliders, the mouse, and painting what the C code drew.
//
// A page marks the place with <figure class="live" data-chapter="NN-slug">
// (book/filters/live.lua writes it), and loads springs.js, the chapter's
// module (live/NN-slug.js) and then this file.
(function () {
  'use strict';

  // The window's: when a machine cannot keep up, the motion slows down
  // instead of trying to catch up forever.
  const MAX_STEPS_PER_FRAME = 2000;
  // A page must also stay responsive: a frame steps for at most this many
  // milliseconds (chapter 16's 512 cloth takes longer than a frame a step).
  const MAX_STEPPING_MS = 40;
  // The window's world area, 960 by 684 pixels: each scene's view was
  // chosen to fit it.
  const ASPECT = 684 / 960;
  const SLIDER_STEPS = 1000;
  const DRAW_LINE = 1, DRAW_DISC = 2, DRAW_SQUARE = 3;  // canvas_web.h

  function make(tag, className, parent, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }

  class Demo {
    constructor(figure, springs) {
      this.figure = figure;
      this.springs = springs;
      this.chapter = springs.chapter;
      this.paused = false;
      this.visible = true;
      this.accumulator = 0;
      this.last = null;
      this.pointer = null;  // the pointer holding a particle
      this.colors = new Map();
      this.dt = this.chapter.params.findIndex(param => param.name === 'dt');
      this.build();
      this.load(0);
      requestAnimationFrame(now => this.frame(now));
    }

    build() {
      const app = make('div', 'live-app');
      this.figure.insertBefore(app, this.figure.firstChild);
      const bar = make('div', 'live-bar', app);
      this.scene = make('select', 'live-scene', bar);
      this.scene.setAttribute('aria-label', 'scene');
      this.chapter.scenes.forEach((scene, index) => {
        make('option', null, this.scene, `${index + 1}. ${scene.name}`).value = index;
      });
      this.scene.addEventListener('change', () => this.load(Number(this.scene.value)));
      this.run = make('button', 'live-run', bar, 'Pause');
      this.run.addEventListener('click', () => this.setPaused(!this.paused));
      make('button', 'live-step', bar, 'Step').addEventListener('click', () => this.stepOnce());
      make('button', 'live-reset', bar, 'Reset').addEventListener('click', () => this.reset());
      this.message = make('span', 'live-message', bar);
      this.canvas = make('canvas', 'live-canvas', app);
      this.canvas.tabIndex = 0;
      this.canvas.setAttribute('aria-label', `${this.chapter.title}: the simulation; drag a particle`);
      this.context = this.canvas.getContext('2d');
      this.status = make('output', 'live-status', app);
      this.about = make('p', 'live-about', app);
      this.sliders = make('div', 'live-sliders', app);
      this.controls = this.chapter.params.map((param, index) => this.slider(param, index));
      this.listen();
      new ResizeObserver(() => this.resize()).observe(this.canvas);
      new IntersectionObserver(entries => {
        this.visible = entries[entries.length - 1].isIntersecting;
      }).observe(this.canvas);
      this.resize();
    }

    slider(param, index) {
      const row = make('label', 'live-slider', this.sliders);
      const label = make('span', 'live-label', row);
      const track = make('span', 'live-track', row);
      const past = make('span', 'live-past', track);
      const input = make('input', null, track);
      input.type = 'range';
      input.title = param.about;
      // A whole-numbered parameter moves one whole number at a time.
      const whole = param.scale === 'integer';
      input.min = whole ? param.min : 0;
      input.max = whole ? param.max : SLIDER_STEPS;
      const control = { param, index, row, label, input, past, whole };
      input.addEventListener('input', () => this.slide(control));
      input.addEventListener('change', () => this.released(control));
      return control;
    }

    listen() {
      const canvas = this.canvas;
      canvas.addEventListener('pointerdown', event => {
        const [x, y] = this.at(event);
        canvas.focus();
        if (this.springs.press(x, y) >= 0) {
          this.pointer = event.pointerId;
          canvas.setPointerCapture(event.pointerId);
          event.preventDefault();
        }
      });
      canvas.addEventListener('pointermove', event => {
        if (event.pointerId === this.pointer) this.springs.move(...this.at(event));
      });
      const letGo = event => {
        if (event.pointerId !== this.pointer) return;
        this.pointer = null;
        this.springs.release();
      };
      canvas.addEventListener('pointerup', letGo);
      canvas.addEventListener('pointercancel', letGo);
      // The window's keys, while the canvas has the focus.
      canvas.addEventListener('keydown', event => {
        if (event.key === ' ') this.setPaused(!this.paused);
        else if (event.key === '.') this.stepOnce();
        else if (event.key === 'r' || event.key === 'R') this.reset();
        else if (event.key >= '1' && event.key <= '9' && event.key - 1 < this.chapter.scenes.length) {
          this.load(event.key - 1);
        } else return;
        event.preventDefault();
      });
    }

    // A pointer event's place on the canvas, in the CSS pixels the C side draws in.
    at(event) {
      const box = this.canvas.getBoundingClientRect();
      return [event.clientX - box.left, event.clientY - box.top];
    }

    resize() {
      const width = this.canvas.clientWidth;
      const height = Math.round(width * ASPECT);
      const ratio = window.devicePixelRatio || 1;
      this.canvas.style.height = `${height}px`;
      this.canvas.width = Math.round(width * ratio);
      this.canvas.height = Math.round(height * ratio);
      this.ratio = ratio;
      this.springs.resize(width, height);
      this.paint();
    }

    load(scene) {
      this.release();
      this.springs.load(scene, false);
      this.scene.value = scene;
      this.about.textContent = this.chapter.scenes[scene].about;
      this.accumulator = 0;
      this.say('');
      this.refresh();
      this.paint();
    }

    reset() {
      this.release();
      this.springs.restart();
      this.accumulator = 0;
      this.refresh();
      this.paint();
    }

    release() {
      if (this.pointer !== null) this.springs.release();
      this.pointer = null;
    }

    setPaused(paused) {
      this.paused = paused;
      this.run.textContent = paused ? 'Run' : 'Pause';
      this.paint();
    }

    stepOnce() {
      this.setPaused(true);
      this.springs.step();
      this.paint();
    }

    say(text) {
      this.message.textContent = text;
    }

    // The panel shows the sliders of the parameters the scene uses, at
    // their values now.
    refresh() {
      const uses = this.chapter.scenes[Number(this.scene.value)].uses;
      for (const control of this.controls) {
        control.row.hidden = !uses.includes(control.index);
        if (!control.row.hidden) this.show(control);
      }
    }

    show(control) {
      const { param, index, input, label, past } = control;
      const rebuilds = param.rebuilds ? '  (on release)' : '';
      label.textContent = `${param.name} = ${this.springs.valueText(index)} ${param.unit}${rebuilds}`;
      input.value = control.whole ? this.springs.value(index)
                                  : Math.round(this.springs.fraction(index) * SLIDER_STEPS);
      const limit = this.springs.limitFraction(index);
      past.hidden = limit < 0;
      if (limit >= 0) past.style.left = `${100 * limit}%`;
    }

    slide(control) {
      const { index, input, param } = control;
      const fraction = (Number(input.value) - Number(input.min)) / (Number(input.max) - Number(input.min));
      this.springs.slide(index, fraction);
      const value = this.springs.valueText(index);
      const limit = this.springs.limitFraction(index);
      const beyond = limit >= 0 && fraction > limit ? ' (past its limit)' : '';
      this.say(param.rebuilds ? `${param.name} = ${value} when you let go${beyond}`
                              : `${param.name} = ${value}${beyond}`);
      // Every slider, since a limit may move with another parameter
      // (chapter 05's Cs + 2·Cd < 4).
      this.refresh();
      this.paint();
    }

    released(control) {
      if (!control.param.rebuilds) return;
      this.reset();
      this.say(`rebuilt with ${control.param.name} = ${this.springs.valueText(control.index)}`);
    }

    // The fixed-timestep loop, as in the window: real time accumulates, and
    // the world advances in whole steps of dt, so what you see is what
    // --headless computes.
    advance(elapsed) {
      const dt = this.dt >= 0 ? this.springs.value(this.dt) : 1 / 60;
      this.accumulator += Math.min(elapsed, 0.1);
      const deadline = performance.now() + MAX_STEPPING_MS;
      let steps = 0;
      while (this.accumulator >= dt && steps < MAX_STEPS_PER_FRAME) {
        if (!this.springs.step()) {
          this.release();
          break;
        }
        this.accumulator -= dt;
        steps++;
        if (performance.now() > deadline) break;
      }
      if (steps === MAX_STEPS_PER_FRAME || performance.now() > deadline) this.accumulator = 0;
    }

    frame(now) {
      const elapsed = this.last === null ? 0 : (now - this.last) / 1000;
      this.last = now;
      if (this.visible && document.visibilityState !== 'hidden') {
        if (!this.paused) this.advance(elapsed);
        this.paint();
      }
      requestAnimationFrame(time => this.frame(time));
    }

    color(packed) {
      let text = this.colors.get(packed);
      if (text === undefined) {
        const alpha = (packed >>> 24) / 255;
        text = `rgba(${packed & 255},${(packed >>> 8) & 255},${(packed >>> 16) & 255},${alpha})`;
        this.colors.set(packed, text);
      }
      return text;
    }

    // The commands grouped by what they draw and in which colour: a cloth's
    // tens of thousands of springs become a few hundred strokes. A group is
    // painted where its first command stands, so the background stays under
    // the springs and the springs under the particles.
    paint() {
      const { count, words, floats } = this.springs.draw();
      const groups = new Map();
      for (let i = 0; i < count; i++) {
        const op = words[8 * i], width = op === DRAW_LINE ? floats[8 * i + 6] : 0;
        const key = `${op} ${words[8 * i + 1]} ${width}`;
        let group = groups.get(key);
        if (group === undefined) {
          group = { op, color: words[8 * i + 1], width, items: [] };
          groups.set(key, group);
        }
        group.items.push(i);
      }
      const context = this.context;
      context.setTransform(this.ratio, 0, 0, this.ratio, 0, 0);
      for (const group of groups.values()) {
        context.beginPath();
        for (const i of group.items) {
          const f = 8 * i;
          if (group.op === DRAW_LINE) {
            context.moveTo(floats[f + 2], floats[f + 3]);
            context.lineTo(floats[f + 4], floats[f + 5]);
          } else if (group.op === DRAW_DISC) {
            context.moveTo(floats[f + 2] + floats[f + 4], floats[f + 3]);
            context.arc(floats[f + 2], floats[f + 3], floats[f + 4], 0, 2 * Math.PI);
          } else {
            context.rect(floats[f + 2], floats[f + 3], floats[f + 4], floats[f + 5]);
          }
        }
        if (group.op === DRAW_LINE) {
          context.lineWidth = group.width;
          context.strokeStyle = this.color(group.color);
          context.stroke();
        } else {
          context.fillStyle = this.color(group.color);
          context.fill();
        }
      }
      this.words();
    }

    // What the window writes over the world: a pair's captions and the
    // banner of a frozen world; and the status line under it.
    words() {
      const context = this.context;
      const sides = this.springs.sides();
      const width = this.canvas.width / this.ratio / sides;
      context.font = '13px "DejaVu Sans", sans-serif';
      context.textBaseline = 'top';
      for (let side = 0; side < sides; side++) {
        const left = side * width;
        if (sides === 2) {
          context.fillStyle = 'rgb(226,229,236)';
          this.wrap(this.springs.caption(side), left + 14, 10, width - 28);
        }
        const at = this.springs.divergedAt(side);
        if (at >= 0) {
          context.fillStyle = 'rgba(200,48,48,0.92)';
          context.fillRect(left + 16, 44, width - 32, 58);
          context.fillStyle = 'rgb(226,229,236)';
          context.textAlign = 'center';
          context.font = 'bold 15px "DejaVu Sans", sans-serif';
          context.fillText(`DIVERGED at step ${at}`, left + width / 2, 52);
          context.font = '13px "DejaVu Sans", sans-serif';
          context.fillText('The state left the sane range and froze. Reset, or pick a scene.',
                           left + width / 2, 76, width - 44);
          context.textAlign = 'start';
        }
      }
      this.legend();
      this.status.value = this.springs.status(this.paused);
    }

    // The labels of the colour scale web.c draws in the bottom right corner
    // (160 pixels wide, 40 up from the bottom, as in the window).
    legend() {
      const context = this.context;
      const right = this.canvas.width / this.ratio - 18, bottom = this.canvas.height / this.ratio - 40;
      const full = `${Math.round(100 * this.springs.legendFull())}%`;
      context.fillStyle = 'rgb(150,157,176)';
      context.font = '12px "DejaVu Sans", sans-serif';
      context.textBaseline = 'top';
      context.textAlign = 'left';
      context.fillText(`−${full}`, right - 160, bottom + 10);
      context.textAlign = 'center';
      context.fillText('0', right - 80, bottom + 10);
      context.textAlign = 'right';
      context.fillText(`+${full}`, right, bottom + 10);
      context.fillText('spring colour: its stretch', right, bottom - 18);
      context.textAlign = 'start';
    }

    // Text in lines no wider than width.
    wrap(text, x, y, width) {
      let line = '';
      for (const word of text.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && this.context.measureText(next).width > width) {
          this.context.fillText(line, x, y);
          y += 17;
          line = word;
        } else {
          line = next;
        }
      }
      this.context.fillText(line, x, y);
    }
  }

  function fail(figure, why) {
    figure.dataset.live = 'failed';
    figure.insertBefore(make('p', 'live-failed', null, `The live demo could not start: ${why}`),
                        figure.firstChild);
  }

  document.querySelectorAll('figure.live[data-chapter]').forEach(figure => {
    const slug = figure.dataset.chapter;
    if (typeof WebAssembly !== 'object') return fail(figure, 'this browser has no WebAssembly.');
    if (!window.Springs || !Springs.has(slug)) return fail(figure, `live/${slug}.js did not load.`);
    Springs.instantiate(Springs.bytesOf(slug)).then(springs => {
      figure.live = new Demo(figure, springs);
      figure.dataset.live = 'running';
    }).catch(error => fail(figure, error.message));
  });
})();
