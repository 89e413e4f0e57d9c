// springs.js: a chapter's physics, compiled to WebAssembly from its own C
// files, as a JavaScript object. The module exports web.c's functions; this
// file gives them the imports they need and turns their C strings into
// JavaScript ones. It runs in the book's pages (live.js) and under node (the
// tests), and touches no page.
//
// The module is built for WASI, the WebAssembly system interface, because
// that is what wasi-libc's printf and malloc are written against. The physics
// never reads a file or a clock, so every system call it could reach but
// writing to stdout or stderr answers "not supported".
(function (root) {
  'use strict';

  const NOT_SUPPORTED = 52;  // WASI's ENOSYS

  // fd_write for stdout and stderr: what the C code prints goes to the console.
  function systemInterface(memory, print) {
    let pending = '';
    const decoder = new TextDecoder();
    return {
      fd_write(fd, iovs, count, written) {
        const view = new DataView(memory().buffer);
        let total = 0;
        for (let i = 0; i < count; i++) {
          const start = view.getUint32(iovs + 8 * i, true);
          const length = view.getUint32(iovs + 8 * i + 4, true);
          pending += decoder.decode(new Uint8Array(memory().buffer, start, length));
          total += length;
        }
        view.setUint32(written, total, true);
        const lines = pending.split('\n');
        pending = lines.pop();
        lines.forEach(line => print(fd, line));
        return 0;
      },
    };
  }

  // The imports a module asks for: fd_write as above, anything else refused.
  function importsFor(module, memory, print) {
    const wasi = systemInterface(memory, print);
    const imports = {};
    for (const entry of WebAssembly.Module.imports(module)) {
      const table = (imports[entry.module] = imports[entry.module] || {});
      table[entry.name] = wasi[entry.name] || (() => NOT_SUPPORTED);
    }
    return imports;
  }

  function defaultPrint(fd, line) {
    (fd === 2 ? console.error : console.log)(line);
  }

  // The chapter as an object: its description (slug, title, params, scenes)
  // and web.c's functions, strings returned as strings.
  function wrap(instance) {
    const e = instance.exports;
    if (e._initialize) e._initialize();  // a WASI reactor's constructors
    const decoder = new TextDecoder();
    const string = pointer => {
      const bytes = new Uint8Array(e.memory.buffer);
      let end = pointer;
      while (bytes[end] !== 0) end++;
      return decoder.decode(bytes.subarray(pointer, end));
    };
    const chapter = JSON.parse(string(e.web_open()));
    return {
      chapter,
      load: (scene, headless) => e.web_load(scene, headless ? 1 : 0),
      restart: () => e.web_restart(),
      value: param => e.web_value(param),
      valueText: param => string(e.web_value_text(param)),
      fraction: param => e.web_fraction(param),
      limitFraction: param => e.web_limit_fraction(param),
      set: (param, value) => e.web_set(param, value),
      slide: (param, fraction) => e.web_slide(param, fraction),
      step: () => e.web_step() !== 0,
      sides: () => e.web_sides(),
      divergedAt: side => e.web_diverged_at(side),
      status: paused => string(e.web_status(paused ? 1 : 0)),
      caption: side => string(e.web_caption(side)),
      resize: (width, height) => e.web_resize(width, height),
      scale: side => e.web_scale(side),
      legendFull: () => e.web_legend_full(),
      press: (x, y) => e.web_press(x, y),
      move: (x, y) => e.web_move(x, y),
      release: () => e.web_release(),
      // The draw commands, 32 bytes each (canvas_web.h's DrawCommand): as
      // 32-bit integers (op, colour) and floats over the same bytes.
      draw() {
        const count = e.web_draw();
        const at = e.web_commands();
        return {
          count,
          words: new Uint32Array(e.memory.buffer, at, count * 8),
          floats: new Float32Array(e.memory.buffer, at, count * 8),
        };
      },
      // Every moving thing of a side, six numbers a row: x, y, angle, vx, vy, omega.
      states(side) {
        const count = e.web_states(side);
        return new Float64Array(e.memory.buffer, e.web_state_rows(), count * 6);
      },
    };
  }

  // bytes: the module's .wasm file. Resolves to the chapter object.
  async function instantiate(bytes, print) {
    const module = await WebAssembly.compile(bytes);
    let instance = null;
    const memory = () => instance.exports.memory;
    instance = await WebAssembly.instantiate(module, importsFor(module, memory, print || defaultPrint));
    return wrap(instance);
  }

  // A page cannot fetch a file next to it when opened from file://, so each
  // chapter's module also comes as a script (NN-slug.js) that hands its bytes,
  // in base64, to register.
  const registered = {};
  function register(slug, base64) {
    registered[slug] = base64;
  }
  function bytesOf(slug) {
    const text = atob(registered[slug]);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  const api = { instantiate, register, bytesOf, has: slug => slug in registered };
  if (typeof module === 'object' && module.exports) module.exports = api;
  else root.Springs = api;
})(typeof globalThis !== 'undefined' ? globalThis : this);
