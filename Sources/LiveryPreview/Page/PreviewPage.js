const gallery = document.getElementById('gallery');
const status = document.getElementById('status');
const explain = document.getElementById('explain');
const controls = ['style', 'contrast', 'size', 'scale'].map(id => document.getElementById(id));

// The variant the header's pickers choose, and the card's own: a value for
// each trait axis its stylesheet declares (a theme).
function query(section) {
  const style = document.getElementById('style').value;
  const contrast = document.getElementById('contrast').checked ? 'high' : 'normal';
  const size = document.getElementById('size').value;
  const scale = document.getElementById('scale').value;
  const axes = [...section.querySelectorAll('select.axis')]
    .map(select => `&${encodeURIComponent(select.name)}=${encodeURIComponent(select.value)}`).join('');
  return `tree=${encodeURIComponent(section.dataset.tree)}&style=${style}&contrast=${contrast}&size=${size}&scale=${scale}${axes}`;
}

// A picker per trait axis the tree's stylesheet declares, its default chosen.
async function addAxes(section) {
  const response = await fetch(`/traits?tree=${encodeURIComponent(section.dataset.tree)}`, { cache: 'no-store' });
  if (!response.ok) return;
  const axes = await response.json();
  if (axes.length === 0) return;
  const pickers = section.querySelector('.axes');
  for (const axis of axes) {
    const label = document.createElement('label');
    label.textContent = axis.name + ' ';
    const select = document.createElement('select');
    select.className = 'axis';
    select.name = axis.name;
    for (const value of axis.values) select.add(new Option(value, value, false, value === axis.default));
    select.addEventListener('change', () => refresh(section));
    label.append(select);
    pickers.append(label);
  }
}

function card(tree) {
  const section = document.createElement('section');
  section.className = 'card';
  section.dataset.tree = tree;
  section.dataset.version = '0';
  section.innerHTML = `<h2></h2><div class="axes"></div><pre class="errors" hidden></pre>
    <figure class="lastgood" hidden><img alt="last good image"><figcaption>last good image</figcaption></figure>
    <img class="screen" alt="">`;
  section.querySelector('h2').textContent = tree;
  section.querySelector('img.screen').alt = tree;
  section.querySelector('img.screen').addEventListener('click', event => showExplain(section, event));
  return section;
}

async function refresh(section) {
  const tree = section.dataset.tree;
  let response = await fetch(`/render?${query(section)}`, { cache: 'no-store' });
  // 503: the server's render queue is full; it says when to ask again.
  for (let tries = 0; response.status === 503 && tries < 30; tries++) {
    await new Promise(done => setTimeout(done, 1000 * Number(response.headers.get('Retry-After') || 1)));
    response = await fetch(`/render?${query(section)}`, { cache: 'no-store' });
  }
  const errors = section.querySelector('pre.errors');
  const lastGood = section.querySelector('.lastgood');
  const screen = section.querySelector('img.screen');
  if (response.ok) {
    const url = URL.createObjectURL(await response.blob());
    await new Promise(done => { screen.onload = done; screen.onerror = done; screen.src = url; });
    screen.hidden = false; errors.hidden = true; lastGood.hidden = true;
    section.dataset.version = String(Number(section.dataset.version) + 1);
  } else {
    errors.textContent = await response.text();
    errors.hidden = false; screen.hidden = true;
    const previous = await fetch(`/render?${query(section)}&last=1`, { cache: 'no-store' });
    if (previous.ok) {
      lastGood.querySelector('img').src = URL.createObjectURL(await previous.blob());
      lastGood.hidden = false;
    }
    section.dataset.errors = String(Number(section.dataset.errors || 0) + 1);
  }
}

async function showExplain(section, event) {
  const img = event.currentTarget;
  const scale = Number(document.getElementById('scale').value);
  const x = event.offsetX * img.naturalWidth / img.clientWidth / scale;
  const y = event.offsetY * img.naturalHeight / img.clientHeight / scale;
  const response = await fetch(`/explain?${query(section)}&x=${x}&y=${y}`, { cache: 'no-store' });
  explain.textContent = await response.text();
  explain.hidden = false;
}
explain.addEventListener('click', () => { explain.hidden = true; });

async function load() {
  const trees = await (await fetch('/trees', { cache: 'no-store' })).json();
  gallery.replaceChildren(...trees.map(card));
  if (trees.length === 0) gallery.textContent = 'No *.tree.yaml in the served folder.';
  await Promise.all([...gallery.querySelectorAll('.card')].map(async section => { await addAxes(section); await refresh(section); }));
}

function cardFor(tree) { return [...gallery.querySelectorAll('.card')].find(c => c.dataset.tree === tree); }

function connect() {
  const events = new EventSource('/events');
  let missed = false;
  events.onopen = () => {
    status.textContent = 'live'; status.className = '';
    // Saves made while disconnected sent no event: reload everything.
    if (missed) { missed = false; load(); }
  };
  events.onerror = () => { missed = true; status.textContent = 'disconnected — reconnecting…'; status.className = 'offline'; };
  events.addEventListener('change', async event => {
    const change = JSON.parse(event.data);
    if (change.list) { await load(); return; }
    await Promise.all(change.trees.map(cardFor).filter(Boolean).map(refresh));
  });
}

controls.forEach(control => control.addEventListener('change', () =>
  Promise.all([...gallery.querySelectorAll('.card')].map(refresh))));
load().then(connect);
