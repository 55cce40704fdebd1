// doca-kg web page: one shell, pages chosen by URL (bookmarkable), data from /api/* and /doca/sparql.
'use strict';
(function () {
  const main = document.getElementById('main');
  const qInput = document.getElementById('q');
  window.dkgTimings = {};

  // Kind colours of the picture; the same hues as the DOT export.
  const KIND_COLOURS = {
    Skill: '#76b900', Library: '#9ccc65', ErrorCause: '#ef9a9a', Error: '#e57373',
    CapabilityQuery: '#81d4fa', TaskType: '#ffcc80', PermissionRequirement: '#ce93d8', AccessFlag: '#b39ddb',
    Function: '#b0bec5', Referral: '#fff59d', Command: '#bcaaa4', PathRule: '#a5d6a7', Section: '#eeeeee'
  };

  // ---- tiny DOM helpers (text is always set as text; only sanitised section HTML is set as HTML)
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null) continue;
      if (k === 'text') e.textContent = v;
      else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v);
    }
    for (const c of children) if (c != null) e.append(c);
    return e;
  }
  const entityHref = iri => '/entity?id=' + encodeURIComponent(iri);
  const kindBadge = kind => el('span', { class: 'kind', 'data-kind': kind, text: kind });

  // replaceChildren/append would print a null child as the text "null"
  const put = (parent, ...children) => parent.replaceChildren(...children.filter(c => c != null));

  const api = path => fetchJson(path, {});

  function showError(e) {
    main.replaceChildren(el('p', { class: 'error', role: 'alert', text: e.message || String(e) }));
  }

  // the page on screen, counted: work of a page left while it still ran (a picture still drawing
  // after Back) must not write its failure over the page that replaced it
  let shown = 0;
  const errorsOfThisPage = () => { const mine = shown; return e => { if (mine === shown) showError(e); }; };

  // ---- routing: links inside the page move without a reload, the URL stays the page's address
  document.addEventListener('click', ev => {
    const a = ev.target.closest('a');
    if (!a || a.target || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.button !== 0) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !['/', '/ask', '/entity', '/graph', '/sparql', '/changes'].includes(url.pathname)) return;
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return; // in-page anchor
    ev.preventDefault();
    go(url.pathname + url.search);
  });
  document.getElementById('search-form').addEventListener('submit', ev => {
    ev.preventDefault();
    const q = qInput.value.trim();
    if (q) go('/?q=' + encodeURIComponent(q));
  });
  window.addEventListener('popstate', render);
  window.addEventListener('hashchange', () => {
    const target = location.hash && document.getElementById(location.hash.slice(1));
    if (target && target.tagName === 'DETAILS') target.open = true;
  });

  function go(url) {
    history.pushState(null, '', url);
    render();
  }

  function render() {
    shown++;
    const params = new URLSearchParams(location.search);
    const page = location.pathname;
    document.querySelectorAll('[data-nav]').forEach(a => a.removeAttribute('aria-current'));
    const nav = document.querySelector(`[data-nav="${page === '/sparql' ? 'sparql' : page === '/ask' ? 'ask' : page === '/changes' ? 'changes' : 'search'}"]`);
    if (nav) nav.setAttribute('aria-current', 'page');
    const work = page === '/entity' ? entityPage(params.get('id'))
      : page === '/graph' ? graphPage(params)
      : page === '/sparql' ? sparqlPage(params.get('query'))
      : page === '/ask' ? askPage(params.get('q'))
      : page === '/changes' ? changesPage(params)
      : searchPage(params.get('q'));
    work.catch(errorsOfThisPage());
  }

  // ---- search
  async function searchPage(q) {
    document.title = q ? q + ' — doca-kg' : 'doca-kg';
    qInput.value = q || '';
    if (!q) {
      const ex = ['DOCA_ERROR_NOT_PERMITTED', 'memcpy a host buffer to the BlueField', 'doca_dma_cap_task_memcpy_get_max_buf_size', 'doca-dma'];
      main.replaceChildren(el('section', { class: 'hero' },
        el('h1', { text: 'Ask the DOCA knowledge graph' }),
        el('p', { text: 'Skills, libraries, API symbols, errors and their causes, capability queries — every fact with the section it came from.' }),
        el('p', {}, 'A whole question or a pasted log? ', el('a', { href: '/ask', text: 'Ask it' }), ' and get the skill to load and the passages that answer.'),
        el('div', { class: 'examples' }, ...ex.map(x => el('a', { href: '/?q=' + encodeURIComponent(x), text: x })))));
      qInput.focus();
      return;
    }
    main.replaceChildren(el('p', { class: 'muted', text: 'Searching…' }));
    const routeBox = el('div', { class: 'route', 'aria-label': 'Skills this question routes to' });
    // routing is a second, independent call: hits show as soon as they are there
    api('/api/route?question=' + encodeURIComponent(q) + '&limit=3').then(route => {
      if (route.skills && route.skills.length) routeBox.replaceChildren(el('span', { class: 'muted', text: 'Best skills:' }),
        ...route.skills.map(s => el('a', { class: 'pill', href: entityHref(s.skill), text: s.skill + ' ' + s.score.toFixed(1) })));
    }).catch(() => {});
    const res = await api('/api/search?query=' + encodeURIComponent(q) + '&limit=25');
    const hits = res.hits;
    put(main, el('h1', { class: 'visually-hidden', text: 'Results for ' + q }), routeBox,
      el('p', { class: 'muted', id: 'result-count', text: hits.length + ' result' + (hits.length === 1 ? '' : 's') + ' for “' + q + '”' }),
      el('ol', { class: 'results', 'aria-labelledby': 'result-count' }, ...hits.map(h => el('li', { 'data-type': h.type },
        el('div', {}, kindBadge(h.type), ' ', el('a', { class: 'title', href: entityHref(h.iri), text: h.title })),
        el('div', { class: 'meta' }, (h.skill ? h.skill + ' · ' : ''), el('code', { text: h.source || '' }), ' · score ' + h.score.toFixed(2)),
        h.snippet ? el('p', { class: 'snippet', text: h.snippet }) : null))));
  }

  // ---- ask: the one call an agent makes first, for a person: verdict, skills, passages, facts
  // A question this long or longer goes in a POST body: an address that long is refused by servers and proxies.
  const ASK_IN_ADDRESS_MAX = 1800;

  async function askPage(q) {
    document.title = (q ? q.slice(0, 60) + ' — ' : '') + 'Ask — doca-kg';
    const text = el('textarea', { id: 'ask-text', rows: '7', spellcheck: 'false',
      placeholder: 'A question, an error or a pasted log, in English or Chinese — e.g. doca_dma memcpy fails with DOCA_ERROR_NOT_PERMITTED on BlueField-3' });
    text.value = q || '';
    const out = el('div', { id: 'answer', 'aria-live': 'polite' });
    const form = el('form', { id: 'ask-form', class: 'ask-form' },
      el('label', { for: 'ask-text', text: 'Your question, error or log' }), text,
      el('div', { class: 'ask-tools' }, el('button', { type: 'submit', text: 'Ask' }),
        el('span', { class: 'muted', text: 'Up to 64 KiB. Ctrl+Enter asks.' })));
    form.addEventListener('submit', ev => {
      ev.preventDefault();
      const asked = text.value.trim();
      if (!asked) return;
      if (asked.length < ASK_IN_ADDRESS_MAX) go('/ask?q=' + encodeURIComponent(asked));
      else { history.replaceState(null, '', '/ask'); ask(asked, out, () => fetchJson('/api/ask', { method: 'POST', body: asked,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' } })); }
    });
    text.addEventListener('keydown', ev => { if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) form.requestSubmit(); });
    put(main, el('h1', { text: 'Ask' }),
      el('p', { class: 'muted', text: 'doca-kg names the skill to load and the passages that answer, each with its source — or says that nothing here covers the question.' }),
      form, out);
    if (q) await ask(q, out, () => api('/api/ask?question=' + encodeURIComponent(q)));
    else text.focus();
  }

  async function fetchJson(path, init) {
    const r = await fetch(path, { ...init, headers: { Accept: 'application/json', ...(init.headers || {}) } });
    const body = await r.json();
    if (!r.ok) throw new Error(body && body.error ? body.error.message : r.statusText);
    return body;
  }

  async function ask(q, out, call) {
    out.replaceChildren(el('p', { class: 'muted', text: 'Asking…' }));
    let a;
    try {
      a = await call();
    } catch (e) {
      out.replaceChildren(el('p', { class: 'error', role: 'alert', text: e.message || String(e) }));
      return;
    }
    const found = foundIn(a.extracted);
    out.replaceChildren(
      el('div', { class: 'verdict card', id: 'verdict', 'data-abstain': String(a.abstain) },
        el('strong', { text: a.abstain ? 'Not covered here. ' : 'Answer. ' }), a.verdict),
      found.length ? el('div', { class: 'found', 'aria-label': 'Found in the question' },
        el('span', { class: 'muted', text: 'Found:' }), ...found) : null,
      el('h2', { text: a.abstain ? 'Nearest skills' : 'Skills' }),
      el('ol', { class: 'skills', id: 'ask-skills' }, ...a.skills.map(s => el('li', {},
        el('a', { class: 'title', href: entityHref(s.skill), text: s.skill }),
        el('span', { class: 'bar', role: 'img', 'aria-label': 'confidence ' + s.confidence.toFixed(2), style: '--w:' + Math.round(100 * s.confidence) + '%' }),
        el('span', { class: 'conf', text: s.confidence.toFixed(2) }),
        s.reasons.length ? el('div', { class: 'meta', text: s.reasons.slice(0, 2).join(' · ') }) : null))),
      a.evidence.length ? el('h2', { text: 'Passages' }) : null,
      a.evidence.length ? el('ol', { class: 'results', id: 'ask-evidence' }, ...a.evidence.map(e => el('li', { 'data-type': e.kind === 'error cause' ? 'error' : e.kind },
        el('div', {}, kindBadge(e.kind), ' ', el('a', { class: 'title', href: evidenceHref(e), text: e.title || e.source })),
        el('div', { class: 'meta' }, e.skill ? e.skill + ' · ' : '', el('code', { text: e.source })),
        e.text ? el('p', { class: 'snippet', text: e.text }) : null,
        el('p', { class: 'why', text: 'Why: ' + e.why })))) : null,
      a.facts.length ? el('h2', { text: 'What the graph says of its errors and symbols' }) : null,
      ...a.facts.map(factCard));
    main.focus({ preventScroll: true });
  }

  // a skill's passage is its page; any other is the section its file#anchor names
  const evidenceHref = e => entityHref(e.kind === 'skill' && e.skill ? e.skill : e.source);

  function foundIn(x) {
    const chip = (kind, text, title) => el('span', { class: 'chip', 'data-kind': kind, title: title || kind, text });
    return [
      ...x.errors.map(e => chip('error', e.name + (e.code != null ? ' (' + e.code + ')' : ''), 'error, written ' + e.written)),
      ...x.symbols.map(s => chip('symbol', s)),
      ...x.logLocations.slice(0, 3).map(l => chip('log', (l.level ? '[' + l.level + '] ' : '') + l.file + ':' + l.line, 'log record')),
      ...x.products.map(p => chip('product', p)),
      ...x.versions.map(v => chip('version', v))];
  }

  function factCard(f) {
    if (f.error) {
      const x = f.error;
      return el('div', { class: 'card fact' },
        el('h3', {}, el('a', { href: entityHref(x.error), text: x.error }), x.code != null ? ' = ' + x.code : ''),
        x.description ? el('p', { text: x.description }) : null,
        f.scope ? el('p', { text: '(' + f.scope + ')' }) : null,
        el('ul', {}, ...x.causes.slice(0, 4).map(c => el('li', {}, el('strong', { text: c.skill + (c.context ? ' — ' + c.context : '') + ': ' }), c.cause || ''))));
    }
    const s = f.symbol;
    return el('div', { class: 'card fact' },
      el('h3', {}, el('a', { href: entityHref(s.symbol), text: s.symbol }), el('span', { class: 'muted', text: s.kind ? ' ' + s.kind : ' mentioned, not defined' })),
      s.signature ? el('pre', { text: s.signature }) : null,
      s.description ? el('p', { text: s.description }) : null);
  }

  // ---- entity page
  async function entityPage(id) {
    if (!id) throw new Error('no entity named in the address; add ?id=IRI');
    const t0 = performance.now();
    const e = await api('/api/entity?id=' + encodeURIComponent(id));
    document.title = e.label + ' — doca-kg';
    const factRows = e.facts.map(f => el('tr', {},
      el('th', { scope: 'row', text: f.relation }),
      el('td', {}, f.text != null ? f.text : el('a', { href: entityHref(f.other.iri), text: f.other.label }), f.other ? ' ' : null, f.other ? kindBadge(f.other.kind) : null),
      el('td', { class: 'src' }, f.source ? el('a', { href: '#src-' + f.source.iri.length + '-' + hash(f.source.iri), title: f.source.ref || f.source.iri, text: (f.source.ref || 'source').replace(/^.*\//, '') }) : null)));
    const facts = el('table', { class: 'facts' }, el('caption', { class: 'visually-hidden', text: 'Facts of ' + e.label }), el('tbody', {}, ...factRows));

    const sources = el('div', { id: 'sources' });
    for (const [i, s] of e.sources.entries()) {
      const body = el('div', { class: 'section-body', text: 'Loading section…' });
      const d = el('details', { id: 'src-' + s.iri.length + '-' + hash(s.iri) }, el('summary', {}, el('span', { text: s.label + ' ' }), el('code', { text: s.ref || s.iri })), body);
      if (i === 0) d.open = true;
      sources.append(d);
      loadSection(s.iri, body);
    }
    if (e.kind === 'Section') {
      const body = el('div', { class: 'section-body' });
      sources.append(body);
      loadSection(e.iri, body);
    }

    const incoming = el('ul', { class: 'incoming' }, ...e.incoming.map(f => el('li', {},
      el('a', { href: entityHref(f.other.iri), text: f.other.label }), ' ', kindBadge(f.other.kind), el('span', { class: 'muted', text: ' ' + f.relation }))));

    const cy = el('div', { class: 'cy', id: 'cy', role: 'img', 'aria-label': 'Neighbourhood of ' + e.label });
    const tools = el('div', { class: 'graph-tools' });
    put(main,
      el('div', { class: 'entity-head' },
        el('div', {}, kindBadge(e.kind), el('h1', { id: 'entity-title', text: e.label }), el('div', { class: 'iri', text: e.iri })),
        el('a', { class: 'button secondary', href: '/graph?id=' + encodeURIComponent(e.iri) + '&depth=2', text: 'Full picture' })),
      e.description ? el('p', { text: e.description }) : null,
      el('div', { class: 'layout' },
        el('div', {},
          el('h2', { text: 'Facts' }), facts,
          el('h2', { text: 'Sources' }), e.sources.length || e.kind === 'Section' ? sources : el('p', { class: 'muted', text: 'No source section recorded.' }),
          el('h2', { text: 'Pointing here' + (e.incomingTotal ? ' (' + e.incomingTotal + ')' : '') }),
          e.incoming.length ? incoming : el('p', { class: 'muted', text: 'Nothing points here.' })),
        el('div', {}, el('h2', { text: 'Neighbourhood' }), tools, cy, legend())));
    if (/^doca_|^DOCA_/.test(e.label)) historyOf(e.label).then(h => { if (h) main.querySelector('.layout > div').append(h); });
    window.dkgTimings.entityReady = performance.now();
    window.dkgTimings.entityFetchToRender = performance.now() - t0;
    main.focus({ preventScroll: true });
    await drawGraph(cy, tools, e.iri, 1, [], false);
  }

  // ---- releases: a symbol's history, and what changed between two releases
  async function historyOf(symbol) {
    let h;
    try { h = await api('/api/history?symbol=' + encodeURIComponent(symbol)); } catch (e) { return null; }
    if (!h.releases.length) return null;
    const rows = h.releases.map(r => el('tr', {},
      el('th', { scope: 'row', text: r.release }),
      el('td', { text: r.shownBy == null ? 'not seen in its ingested sources' : r.shownBy.replace(/-/g, ' ') + (r.args != null ? ', ' + r.args + ' arguments' : '') }),
      el('td', { class: 'src' }, r.evidence ? el('code', { text: r.evidence }) : null)));
    const changes = [
      ...h.signatures.map(s => el('li', { text: 'DOCA ' + s.from + ' → ' + s.to + ': ' + s.change.fromArgs + ' → ' + s.change.toArgs + ' arguments (' + s.change.before + ' → ' + s.change.after + ')' })),
      ...h.migration.map(m => el('li', { text: 'not seen in DOCA ' + h.migrationTo + '; at the same place it calls ' + m.instead + ' (' + m.before + ' → ' + m.after + ')' })),
      ...h.stated.map(f => el('li', { text: 'the skills state: ' + (f.kind === 'renamed' ? f.formerName + ' was renamed ' + f.currentName : f.currentName + ' is available') + ' in DOCA ' + f.release + ' (' + f.sourceRef + ')' }))];
    return el('section', { class: 'history' },
      el('h2', { text: 'Across releases' + (h.first ? ' (seen ' + h.first + ' to ' + h.last + ')' : '') }),
      el('table', { class: 'facts' }, el('caption', { class: 'visually-hidden', text: 'Releases of ' + symbol }), el('tbody', {}, ...rows)),
      changes.length ? el('ul', {}, ...changes) : null,
      el('p', { class: 'muted', text: '"Not seen" in a release\'s sources is not "removed from DOCA".' }));
  }

  async function changesPage(params) {
    document.title = 'Release changes — doca-kg';
    const from = params.get('from') || '', to = params.get('to') || '', library = params.get('library') || '';
    const input = (name, value, label) => el('label', {}, label + ' ', el('input', { name, value, size: 10 }));
    const form = el('form', { class: 'changes-form', action: '/changes' },
      input('from', from, 'From'), input('to', to, 'to'), input('library', library, 'library (optional)'),
      el('button', { type: 'submit', text: 'Compare' }));
    put(main, el('h1', { text: 'What changed between two DOCA releases' }), form);
    if (!from || !to) { main.append(el('p', { class: 'muted', text: 'Name two ingested releases, e.g. 2.9 and 3.3.' })); return; }
    const c = await api('/api/changes?from=' + encodeURIComponent(from) + '&to=' + encodeURIComponent(to) + (library ? '&library=' + encodeURIComponent(library) : ''));
    const list = (title, items, line) => [el('h2', { text: title + ' (' + items.length + ')' }),
      items.length ? el('ul', {}, ...items.map(x => el('li', {}, ...line(x)))) : el('p', { class: 'muted', text: 'None.' })];
    const sym = s => el('a', { href: entityHref(s), text: s });
    put(main, el('h1', { text: 'DOCA ' + c.from + ' → ' + c.to + (c.library ? ', ' + c.library : '') }), form,
      el('p', { class: 'muted', text: 'Compared: ' + c.compared.join(' and ') + '. "Not seen" in a release\'s sources is not "removed from DOCA".' }),
      ...list('Symbols seen only in ' + c.to, c.added, s => [sym(s.symbol), ' ', el('code', { text: s.evidence })]),
      ...list('Symbols not seen in ' + c.to, c.removed, s => [sym(s.symbol), ' ', el('code', { text: s.evidence })]),
      ...list('Called with a different number of arguments', c.signatures, s => [sym(s.symbol), ' ' + s.fromArgs + ' → ' + s.toArgs + ' ', el('code', { text: s.before + ' → ' + s.after })]),
      ...list('Where a vanished call\'s place calls something else', c.hints, h => [sym(h.symbol), ' → ', sym(h.instead), ' ', el('code', { text: h.before + ' → ' + h.after })]),
      ...list('Samples and applications added', c.samplesAdded, u => [u.kind + ' ' + u.name + ' ', el('code', { text: u.evidence })]),
      ...list('Samples and applications removed', c.samplesRemoved, u => [u.kind + ' ' + u.name + ' ', el('code', { text: u.evidence })]),
      ...list('Samples and applications renamed', c.samplesRenamed, u => [u.kind + ' ' + u.name + ' → ' + u.newName + ' (' + Math.round(u.similarity * 100) + '% alike) ', el('code', { text: u.before + ' → ' + u.after })]));
  }

  async function loadSection(iri, into) {
    try {
      const s = await api('/api/section?id=' + encodeURIComponent(iri));
      into.innerHTML = s.html; // sanitised server-side (jsoup Safelist)
      if (!s.html) into.textContent = '(empty section)';
    } catch (err) {
      into.textContent = err.message;
    }
  }

  function hash(s) {
    let h = 0;
    for (let i = 0; i < s.length; i++) h = (h * 31 + s.charCodeAt(i)) | 0;
    return (h >>> 0).toString(36);
  }

  function legend() {
    return el('div', { class: 'legend', 'aria-hidden': 'true' },
      ...Object.entries(KIND_COLOURS).map(([k, c]) => el('span', { style: '--c:' + c, text: k })));
  }

  // ---- the picture (cytoscape + fCoSE layout)
  async function graphPage(params) {
    const id = params.get('id');
    if (!id) throw new Error('no entity named in the address; add ?id=IRI');
    const depth = params.get('depth') === '2' ? 2 : 1;
    const rel = (params.get('rel') || '').split(',').filter(Boolean);
    const cy = el('div', { class: 'cy full', id: 'cy', role: 'img' });
    const tools = el('div', { class: 'graph-tools' });
    const title = el('h1', { text: 'Neighbourhood' });
    main.replaceChildren(title, tools, cy, legend());
    const n = await drawGraph(cy, tools, id, depth, rel, true);
    const centre = n.nodes[0];
    title.replaceChildren('Neighbourhood of ', el('a', { href: entityHref(centre.iri), text: centre.label }));
    document.title = 'Neighbourhood of ' + centre.label + ' — doca-kg';
    cy.setAttribute('aria-label', 'Neighbourhood of ' + centre.label + ': ' + n.nodes.length + ' entities');
  }

  async function drawGraph(container, tools, id, depth, rel, fullPage) {
    const t0 = performance.now();
    const n = await api('/api/neighbourhood?id=' + encodeURIComponent(id) + '&depth=' + depth + (rel.length ? '&rel=' + encodeURIComponent(rel.join(',')) : ''));
    const tFetched = performance.now();
    const redraw = (d, r) => {
      if (fullPage) go('/graph?id=' + encodeURIComponent(n.center) + '&depth=' + d + (r.length ? '&rel=' + encodeURIComponent(r.join(',')) : ''));
      else drawGraph(container, tools, n.center, d, r, false).catch(errorsOfThisPage());
    };
    const depthSel = el('select', { id: 'depth', onchange: ev => redraw(+ev.target.value, rel) },
      el('option', { value: '1', text: '1 link' }), el('option', { value: '2', text: '2 links' }));
    depthSel.value = String(depth);
    const boxes = n.relations.map(r => {
      const box = el('input', { type: 'checkbox', value: r, id: 'rel-' + r });
      box.checked = rel.length === 0 || rel.includes(r);
      box.addEventListener('change', () => {
        const on = [...tools.querySelectorAll('input[type=checkbox]')].filter(b => b.checked).map(b => b.value);
        redraw(depth, on.length === n.relations.length ? [] : on);
      });
      return el('label', { for: 'rel-' + r }, box, ' ' + r);
    });
    tools.replaceChildren(el('label', { for: 'depth' }, 'Depth '), depthSel,
      el('fieldset', {}, el('legend', { text: 'Relations' }), ...boxes),
      el('span', { class: 'muted', text: n.nodes.length + ' entities, ' + n.edges.length + ' links' + (n.truncated ? ' — the busiest neighbours are cut; filter by relation or click a node to see more' : '') }));

    const elements = [];
    for (const node of n.nodes) elements.push({ data: { id: node.iri, label: node.label, kind: node.kind, dist: node.distance } });
    n.edges.forEach((e, i) => elements.push({ data: { id: 'e' + i, source: e.from, target: e.to, label: e.relation } }));
    const many = n.nodes.length > 60;
    const cy = cytoscape({
      container, elements, wheelSensitivity: 0.3, minZoom: 0.15, maxZoom: 3,
      style: [
        { selector: 'node', style: {
          'background-color': ele => KIND_COLOURS[ele.data('kind')] || '#cfd8dc', 'border-width': 1, 'border-color': '#5f6b75',
          label: 'data(label)', 'font-size': many ? 8 : 10, color: '#1b1f23', 'text-valign': 'bottom', 'text-margin-y': 3,
          'text-wrap': 'ellipsis', 'text-max-width': 130, width: many ? 14 : 20, height: many ? 14 : 20,
          'text-background-color': '#fff', 'text-background-opacity': 0.75, 'text-background-padding': 1 } },
        { selector: 'node[dist = 0]', style: { width: 34, height: 34, 'border-width': 3, 'border-color': '#1b1f23', 'font-size': 13, 'font-weight': 700 } },
        { selector: 'edge', style: { width: 1, 'line-color': '#b8c0c8', 'target-arrow-color': '#b8c0c8', 'target-arrow-shape': 'triangle',
          'curve-style': 'bezier', 'arrow-scale': 0.7, label: many ? '' : 'data(label)', 'font-size': 7, color: '#555d66',
          'text-rotation': 'autorotate', 'text-background-color': '#fff', 'text-background-opacity': 0.8 } },
        { selector: 'node:active, node:selected', style: { 'overlay-opacity': 0.15, 'overlay-color': '#76b900' } }
      ]
    });
    await new Promise(resolve => {
      const layout = cy.layout({ name: 'fcose', quality: 'default', animate: false, randomize: true,
        nodeRepulsion: 6500, idealEdgeLength: many ? 70 : 95, nodeSeparation: 60, packComponents: true });
      layout.one('layoutstop', resolve);
      layout.run();
    });
    cy.fit(undefined, 20);
    if (cy.zoom() > 1.3) { cy.zoom(1.3); cy.center(); } // a small neighbourhood is not blown up
    // a click moves on: to the entity's page, or, on the picture page, to its own picture
    cy.on('tap', 'node', ev => {
      const iri = ev.target.id();
      if (fullPage) go('/graph?id=' + encodeURIComponent(iri) + '&depth=' + depth + (rel.length ? '&rel=' + encodeURIComponent(rel.join(',')) : ''));
      else go(entityHref(iri));
    });
    cy.on('mouseover', 'node', () => { container.style.cursor = 'pointer'; });
    cy.on('mouseout', 'node', () => { container.style.cursor = ''; });
    await new Promise(requestAnimationFrame);
    window.dkgCy = cy;
    window.dkgTimings.graph = { nodes: n.nodes.length, edges: n.edges.length, depth, fetchMs: tFetched - t0, totalMs: performance.now() - t0 };
    container.setAttribute('data-ready', 'true');
    return n;
  }

  // ---- SPARQL editor
  const EXAMPLES = [
    ['Permission flags per region of a skill', `SELECT ?skill ?role ?flag WHERE {
  ?p a dkg:PermissionRequirement ; dkg:ofSkill ?s ; dkg:regionRole ?role ; dkg:requiresFlag ?f .
  ?s rdfs:label ?skill . ?f rdfs:label ?flag .
} ORDER BY ?skill ?role`],
    ['Error causes of doca-dma', `SELECT ?error ?context ?cause WHERE {
  ?c a dkg:ErrorCause ; dkg:ofSkill ?s ; dkg:error ?e ; dkg:context ?context ; dkg:cause ?cause .
  ?s rdfs:label "doca-dma" . ?e rdfs:label ?error .
}`],
    ['Capability queries by skill', `SELECT ?skill ?query WHERE {
  ?q a dkg:CapabilityQuery ; dkg:ofSkill ?s ; rdfs:label ?query . ?s rdfs:label ?skill .
} ORDER BY ?skill ?query LIMIT 200`],
    ['Full-text: sections on NOT_PERMITTED', `SELECT ?hit ?title WHERE {
  ?hit dkg:search ("NOT_PERMITTED" 10) .
  OPTIONAL { ?hit rdfs:label ?title }
}`],
    ['Entities per class', `SELECT ?class (COUNT(?x) AS ?n) WHERE { ?x a ?class } GROUP BY ?class ORDER BY DESC(?n)`],
    ['Related skills of doca-dma (graph)', `CONSTRUCT { ?s dkg:relatedSkill ?o } WHERE {
  ?s rdfs:label "doca-dma" ; dkg:relatedSkill ?o .
}`]
  ];
  const DOWNLOADS = {
    select: [['JSON', 'application/sparql-results+json', 'json'], ['XML', 'application/sparql-results+xml', 'srx'], ['CSV', 'text/csv', 'csv'], ['TSV', 'text/tab-separated-values', 'tsv']],
    graph: [['Turtle', 'text/turtle', 'ttl'], ['N-Triples', 'application/n-triples', 'nt'], ['JSON-LD', 'application/ld+json', 'jsonld'], ['RDF/XML', 'application/rdf+xml', 'rdf']]
  };
  let prefixes = null;

  async function sparqlPage(query) {
    document.title = 'SPARQL — doca-kg';
    if (prefixes == null) prefixes = (await api('/api/prefixes')).prefixes;
    const area = el('textarea', { id: 'sparql-query', 'aria-label': 'SPARQL query' });
    area.value = query || prefixes + '\n' + EXAMPLES[0][1];
    const examples = el('select', { id: 'examples', 'aria-label': 'Example queries' },
      el('option', { value: '', text: 'Examples…' }), ...EXAMPLES.map(([name], i) => el('option', { value: String(i), text: name })));
    const run = el('button', { id: 'run', type: 'button', text: 'Run query' });
    const downloads = el('span', { id: 'downloads' });
    const out = el('div', { id: 'sparql-results', 'aria-live': 'polite' });
    main.replaceChildren(el('h1', { text: 'SPARQL' }),
      el('p', { class: 'muted' }, 'Read-only SPARQL 1.1 over every document graph (their union is the default graph). ',
        el('code', { text: 'dkg:search ("text" 10)' }), ' joins full-text hits. Ctrl+Enter runs.'),
      area, el('div', { class: 'sparql-tools' }, run, examples, downloads), out);
    const editor = CodeMirror.fromTextArea(area, { mode: 'application/sparql-query', lineNumbers: true, indentUnit: 2,
      extraKeys: { 'Ctrl-Enter': () => execute(), 'Cmd-Enter': () => execute() } });
    editor.getInputField().setAttribute('aria-label', 'SPARQL query');
    window.dkgEditor = editor;
    examples.addEventListener('change', () => {
      if (examples.value === '') return;
      editor.setValue(prefixes + '\n' + EXAMPLES[+examples.value][1]);
      examples.value = '';
    });
    run.addEventListener('click', () => execute());

    async function execute() {
      const q = editor.getValue();
      history.replaceState(null, '', '/sparql?query=' + encodeURIComponent(q));
      out.replaceChildren(el('p', { class: 'muted', text: 'Running…' }));
      const graphForm = /^\s*(CONSTRUCT|DESCRIBE)\b/im.test(q.replace(/^\s*(PREFIX|BASE)[^\n]*$/gim, ''));
      const t0 = performance.now();
      const r = await fetch('/doca/sparql', { method: 'POST', body: new URLSearchParams({ query: q }),
        headers: { Accept: graphForm ? 'text/turtle' : 'application/sparql-results+json' } });
      const ms = (performance.now() - t0).toFixed(0);
      if (!r.ok) {
        out.replaceChildren(el('p', { class: 'error', role: 'alert', text: (await r.text()).trim().split('\n')[0] }));
        downloads.replaceChildren();
        return;
      }
      downloads.replaceChildren(el('span', { class: 'muted', text: 'Download: ' }),
        ...DOWNLOADS[graphForm ? 'graph' : 'select'].map(([name, mime, ext]) =>
          el('button', { type: 'button', class: 'secondary', onclick: () => download(q, mime, ext), text: name })));
      if (graphForm) {
        out.replaceChildren(el('pre', { class: 'card', text: await r.text() }));
        return;
      }
      const res = await r.json();
      if (res.boolean !== undefined) {
        out.replaceChildren(el('p', { text: 'ASK: ' + res.boolean }));
        return;
      }
      const vars = res.head.vars;
      const rows = res.results.bindings;
      out.replaceChildren(el('p', { class: 'muted', id: 'row-count', text: rows.length + ' row' + (rows.length === 1 ? '' : 's') + ' in ' + ms + ' ms' }),
        el('div', { class: 'table-wrap' }, el('table', { class: 'rows', id: 'results-table', 'aria-describedby': 'row-count' },
          el('thead', {}, el('tr', {}, ...vars.map(v => el('th', { scope: 'col', text: v })))),
          el('tbody', {}, ...rows.map(b => el('tr', {}, ...vars.map(v => el('td', {}, cell(b[v])))))))));
    }
    if (query) execute();
  }

  function cell(term) {
    if (!term) return '';
    if (term.type === 'uri') return term.value.startsWith(location.origin) || !term.value.includes('/doca-kg/id/')
      ? el('span', { class: 'mono', text: term.value })
      : el('a', { href: entityHref(term.value), text: term.value.replace(/^.*\/id\//, '') });
    return term.value;
  }

  async function download(q, mime, ext) {
    const r = await fetch('/doca/sparql', { method: 'POST', body: new URLSearchParams({ query: q }), headers: { Accept: mime } });
    const blob = await r.blob();
    const a = el('a', { href: URL.createObjectURL(blob), download: 'doca-kg-results.' + ext });
    document.body.append(a);
    a.click();
    a.remove();
  }

  render();
})();
