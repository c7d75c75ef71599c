'use strict';
// Drives jsforce, unmodified and at the version pinned in package-lock.json, against the refin emulator jar:
// login flows, describe, CRUD, the package's canonical integration, paging, collections, composite, upsert,
// errors, limits, identity, replication and logout. Prints "N passed, M failed" and exits non-zero on a failure.
//
//   node conformance.js [path/to/refin-emulator.jar]   (default ../emulator/target/refin-emulator.jar)

const { spawn } = require('node:child_process');
const path = require('node:path');
const assert = require('node:assert/strict');
const jsforce = require('jsforce');

const JAR = path.resolve(process.argv[2] || path.join(__dirname, '..', 'emulator', 'target', 'refin-emulator.jar'));
const VERSION = '60.0';
const CLIENT = { clientId: 'refin-emulator', clientSecret: 'refin-emulator-secret' };
const USER = { username: 'ada.lovelace@refin.test', password: 'analytical', name: 'Ada Lovelace' };
const INVOICE = 'refin__Sales_Invoice__c';
const LINE = 'refin__Sales_Invoice_Line__c';
const TX = 'refin__Accounting_Transaction__c';

const results = { passed: 0, failed: 0, skipped: 0 };

async function check(name, body) {
  try {
    await body();
    results.passed++;
    console.log(`ok    ${name}`);
  } catch (e) {
    results.failed++;
    console.log(`FAIL  ${name}: ${e && e.stack ? e.stack.split('\n').slice(0, 3).join(' | ') : e}`);
  }
}

/** A client call jsforce itself gets wrong: named with the reason, counted as skipped, never run. */
function skip(name, reason) {
  results.skipped++;
  console.log(`skip  ${name}: ${reason}`);
}

/** Starts the emulator jar on a free loopback port; resolves to { url, stop }. */
function startEmulator(config) {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', JAR, '--config', path.join(__dirname, config), '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`emulator did not start in 60 s: ${err}`)), 60000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }),
        });
      }
    });
    child.stderr.on('data', (chunk) => { err += chunk; });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`emulator exited with ${code}: ${err}`)); });
  });
}

function connection(url, extra = {}) {
  return new jsforce.Connection({ oauth2: { loginUrl: url, ...CLIENT }, loginUrl: url, version: VERSION, ...extra });
}

async function rejects(promise, errorCode) {
  try {
    await promise;
  } catch (e) {
    assert.equal(e.errorCode || e.name, errorCode, `expected ${errorCode}, got ${e.errorCode || e.name}: ${e.message}`);
    return e;
  }
  throw new Error(`expected ${errorCode}, but the call succeeded`);
}

async function login(url) {
  const conn = connection(url);
  await conn.login(USER.username, USER.password);
  return conn;
}

async function run(url) {
  let conn;
  await check('login: OAuth 2.0 username-password flow answers the user and org from the identity URL', async () => {
    conn = connection(url);
    const info = await conn.login(USER.username, USER.password);
    assert.match(info.id, /^005[0-9A-Za-z]{15}$/);
    assert.match(info.organizationId, /^00D[0-9A-Za-z]{15}$/);
    assert.equal(conn.instanceUrl, url);
  });
  await check('login: a wrong password is refused with invalid_grant', async () => {
    const e = await rejects(connection(url).login(USER.username, 'wrong'), 'invalid_grant');
    assert.match(e.message, /authentication failure/);
  });
  await check('login: client credentials flow through authorize()', async () => {
    const other = connection(url);
    const info = await other.authorize({ grant_type: 'client_credentials' });
    assert.match(info.id, /^005/);
    const res = await other.query('SELECT Id FROM Account LIMIT 1');
    assert.equal(res.done, true);
  });
  await check('login: an expired access token is refreshed with the refresh token and the call replayed', async () => {
    const form = new URLSearchParams({
      grant_type: 'password', username: USER.username, password: USER.password,
      client_id: CLIENT.clientId, client_secret: CLIENT.clientSecret, scope: 'api refresh_token',
    });
    const token = await (await fetch(`${url}/services/oauth2/token`, { method: 'POST', body: form })).json();
    assert.ok(token.refresh_token, 'a refresh token was issued');
    const stale = connection(url, { instanceUrl: url, accessToken: 'stale-token', refreshToken: token.refresh_token });
    let refreshed = null;
    stale.on('refresh', (accessToken) => { refreshed = accessToken; });
    const res = await stale.query('SELECT Id FROM Account LIMIT 1');
    assert.equal(res.done, true);
    assert.ok(refreshed && refreshed !== 'stale-token', 'jsforce refreshed the session');
    await stale.logout(true); // revokes the refresh token
    await rejects(stale.oauth2.refreshToken(token.refresh_token), 'invalid_grant');
  });

  await check('describeGlobal lists the package objects', async () => {
    const global = await conn.describeGlobal();
    const names = global.sobjects.map((s) => s.name);
    for (const name of [INVOICE, LINE, TX, 'Account', 'User']) {
      assert.ok(names.includes(name), name);
    }
    assert.equal(global.maxBatchSize, 200);
  });
  await check('describe returns fields with relationship names', async () => {
    const d = await conn.sobject(INVOICE).describe();
    const entity = d.fields.find((f) => f.name === 'refin__Entity__c');
    assert.equal(entity.type, 'reference');
    assert.equal(entity.relationshipName, 'refin__Entity__r');
    assert.deepEqual(entity.referenceTo, ['refin__Entity__c']);
  });

  let accountId;
  await check('CRUD: create, retrieve, update, delete an Account', async () => {
    const created = await conn.sobject('Account').create({ Name: 'jsforce Ltd' });
    assert.equal(created.success, true);
    accountId = created.id;
    const read = await conn.sobject('Account').retrieve(accountId);
    assert.equal(read.Name, 'jsforce Ltd');
    assert.equal(read.attributes.type, 'Account');
    const updated = await conn.sobject('Account').update({ Id: accountId, Name: 'jsforce Limited' });
    assert.equal(updated.success, true);
    assert.equal((await conn.sobject('Account').retrieve(accountId)).Name, 'jsforce Limited');
  });
  await check('users: CreatedBy.Name and Owner.Name are the caller; SELECT FROM User lists the configured users', async () => {
    const res = await conn.query(`SELECT CreatedBy.Name, Owner.Name, Owner.Username FROM Account WHERE Id = '${accountId}'`);
    assert.equal(res.records[0].CreatedBy.Name, USER.name);
    assert.equal(res.records[0].Owner.Username, USER.username);
    const users = await conn.query('SELECT Id, Name, Username, IsActive FROM User ORDER BY Username');
    const names = users.records.map((u) => u.Username);
    assert.ok(names.includes(USER.username) && names.includes('integration@refin.test'), names.join(','));
    assert.equal(users.records.find((u) => u.Username === USER.username).Id, conn.userInfo.id);
  });
  await check('replication: updated() lists a record changed in the window', async () => {
    const end = new Date(Date.now() + 60000);
    const start = new Date(Date.now() - 3600000);
    const res = await conn.sobject('Account').updated(start, end);
    assert.ok(res.ids.includes(accountId), 'the changed account is listed');
    assert.equal(typeof res.latestDateCovered, 'string');
  });
  await check('delete: destroy moves the record to the recycle bin (deleted(), queryAll with IsDeleted)', async () => {
    const res = await conn.sobject('Account').destroy(accountId);
    assert.equal(res.success, true);
    await rejects(conn.sobject('Account').retrieve(accountId), 'ENTITY_IS_DELETED');
    const deleted = await conn.sobject('Account').deleted(new Date(Date.now() - 3600000), new Date(Date.now() + 60000));
    assert.ok(deleted.deletedRecords.some((r) => r.id === accountId), 'listed by deleted()');
    assert.equal(typeof deleted.earliestDateAvailable, 'string');
    const all = await conn.query(`SELECT Id, IsDeleted FROM Account WHERE Id = '${accountId}'`, { scanAll: true });
    assert.equal(all.totalSize, 1);
    assert.equal(all.records[0].IsDeleted, true);
    const live = await conn.query(`SELECT Id FROM Account WHERE Id = '${accountId}'`);
    assert.equal(live.totalSize, 0);
  });
  await check('replication: a window starting more than 30 days ago is refused', async () => {
    await rejects(
      conn.sobject('Account').updated(new Date(Date.now() - 40 * 86400000), new Date()),
      'INVALID_REPLICATION_DATE');
  });

  let invoiceId;
  await check('canonical integration: draft invoice by parent external ids, lines, post, read the ledger', async () => {
    const customer = (await conn.query("SELECT Id FROM Account WHERE Name = 'Acme'")).records[0].Id;
    const created = await conn.sobject(INVOICE).create({
      refin__Entity__r: { refin__Code__c: 'E-1' },
      refin__Customer__c: customer,
      refin__Reference__c: 'ERP-4711',
    });
    assert.equal(created.success, true);
    invoiceId = created.id;
    const lines = await conn.sobject(LINE).create([
      { refin__Sales_Invoice__c: invoiceId, refin__GL_Account__r: { refin__Account_Number__c: '4000' },
        refin__Quantity__c: 2, refin__Unit_Price__c: 100 },
      { refin__Sales_Invoice__c: invoiceId, refin__GL_Account__r: { refin__Account_Number__c: '4000' },
        refin__Quantity__c: 1, refin__Unit_Price__c: 50 },
    ], { allOrNone: true });
    assert.deepEqual(lines.map((l) => l.success), [true, true]);
    const draft = await conn.sobject(INVOICE).retrieve(invoiceId);
    assert.equal(draft.refin__Status__c, 'Draft');
    assert.equal(draft.refin__Total_Amount__c, 250);
    await conn.sobject(INVOICE).update({ Id: invoiceId, refin__Status__c: 'Posted' });
    const rows = await conn.query(
      `SELECT refin__Debit__c, refin__Credit__c, refin__GL_Account__r.refin__Account_Number__c FROM ${TX}`
        + ` WHERE refin__Sales_Invoice__c = '${invoiceId}'`);
    assert.ok(rows.totalSize >= 2, `ledger rows: ${rows.totalSize}`);
    const debit = rows.records.reduce((s, r) => s + r.refin__Debit__c, 0);
    const credit = rows.records.reduce((s, r) => s + r.refin__Credit__c, 0);
    assert.equal(debit, 250);
    assert.equal(credit, 250);
    const receivable = rows.records.filter((r) => r.refin__GL_Account__r.refin__Account_Number__c === '1200');
    assert.equal(receivable.reduce((s, r) => s + r.refin__Debit__c, 0), 250);
  });
  await check('errors: a posted invoice is locked (the package gate\'s message and code)', async () => {
    const e = await rejects(
      conn.sobject(INVOICE).update({ Id: invoiceId, refin__Reference__c: 'changed' }),
      'FIELD_CUSTOM_VALIDATION_EXCEPTION');
    assert.ok(e.message.length > 0);
  });
  await check('errors: an unknown parent external id is INVALID_FIELD "Foreign key external ID"', async () => {
    const e = await rejects(
      conn.sobject(INVOICE).create({ refin__Entity__r: { refin__Code__c: 'NOPE' } }), 'INVALID_FIELD');
    assert.match(e.message, /Foreign key external ID: NOPE not found for field refin__Code__c in entity refin__Entity__c/);
  });

  await check('upsert: by external id creates, then updates (created flag)', async () => {
    const gl = conn.sobject('refin__GL_Account__c');
    const first = await gl.upsert({ refin__Account_Number__c: '5000', Name: '5000 Expenses' }, 'refin__Account_Number__c');
    assert.equal(first.success, true);
    assert.equal(first.created, true);
    const again = await gl.upsert({ refin__Account_Number__c: '5000', Name: '5000 Costs' }, 'refin__Account_Number__c');
    assert.equal(again.created, false);
    assert.equal(again.id, first.id);
    assert.equal((await gl.retrieve(first.id)).Name, '5000 Costs');
  });
  await check('upsert: by external id with the parent set by its external id', async () => {
    const res = await conn.sobject(INVOICE).upsert(
      { refin__Reference__c: 'ERP-4712', refin__Entity__r: { refin__Code__c: 'E-1' } }, 'refin__Reference__c');
    assert.equal(res.created, true);
    const read = await conn.sobject(INVOICE).retrieve(res.id);
    assert.equal(read.refin__Reference__c, 'ERP-4712');
    const entity = (await conn.query("SELECT Id FROM refin__Entity__c WHERE refin__Code__c = 'E-1'")).records[0].Id;
    assert.equal(read.refin__Entity__c, entity);
  });

  await check('collections: 450 records created through allowRecursive (three collection calls)', async () => {
    const records = Array.from({ length: 450 }, (_, i) => ({ Name: `Paged ${String(i).padStart(4, '0')}` }));
    const res = await conn.sobject('Account').create(records, { allOrNone: true, allowRecursive: true });
    assert.equal(res.length, 450);
    assert.ok(res.every((r) => r.success));
  });
  await check('collections: allOrNone=false reports each record, allOrNone=true rolls back', async () => {
    const mixed = await conn.sobject('Account').create([{ Name: 'Good' }, { Bogus__c: 1 }], { allOrNone: false });
    assert.equal(mixed[0].success, true);
    assert.equal(mixed[1].success, false);
    assert.equal(mixed[1].errors[0].statusCode, 'INVALID_FIELD');
    const before = (await conn.query("SELECT COUNT() FROM Account WHERE Name = 'Rolled'")).totalSize;
    try {
      await conn.sobject('Account').create([{ Name: 'Rolled' }, { Bogus__c: 1 }], { allOrNone: true });
    } catch (e) {
      // jsforce raises for allOrNone failures; the org must not keep the first record.
    }
    const after = (await conn.query("SELECT COUNT() FROM Account WHERE Name = 'Rolled'")).totalSize;
    assert.equal(after, before);
    const ids = mixed.filter((r) => r.success).map((r) => r.id);
    const destroyed = await conn.sobject('Account').destroy(ids, { allOrNone: true });
    assert.ok(destroyed.every((r) => r.success));
  });
  await check('paging: Sforce-Query-Options batchSize=200 pages, queryMore follows nextRecordsUrl', async () => {
    const soql = "SELECT Id, Name FROM Account WHERE Name LIKE 'Paged %' ORDER BY Name";
    const first = await conn.request({
      method: 'GET', url: `/query?q=${encodeURIComponent(soql)}`, headers: { 'Sforce-Query-Options': 'batchSize=200' },
    });
    assert.equal(first.totalSize, 450);
    assert.equal(first.done, false);
    assert.equal(first.records.length, 200);
    const second = await conn.queryMore(first.nextRecordsUrl);
    assert.equal(second.records.length, 200);
    assert.equal(second.records[0].Name, 'Paged 0200');
    const third = await conn.queryMore(second.nextRecordsUrl);
    assert.equal(third.done, true);
    assert.equal(third.records.length, 50);
  });
  await check('paging: autoFetch walks every page (query().run with autoFetch)', async () => {
    const records = [];
    await new Promise((resolve, reject) => {
      conn.query("SELECT Id FROM Account WHERE Name LIKE 'Paged %'")
        .on('record', (r) => records.push(r))
        .on('end', resolve)
        .on('error', reject)
        .run({ autoFetch: true, maxFetch: 10000 });
    });
    assert.equal(records.length, 450);
  });

  await check('composite: allOrNone subrequests with references and a parent external id', async () => {
    const res = await conn.requestPost(`/services/data/v${VERSION}/composite`, {
      allOrNone: true,
      compositeRequest: [
        { method: 'POST', url: `/services/data/v${VERSION}/sobjects/${INVOICE}`, referenceId: 'inv',
          body: { refin__Entity__r: { refin__Code__c: 'E-1' }, refin__Reference__c: 'ERP-4713' } },
        { method: 'POST', url: `/services/data/v${VERSION}/sobjects/${LINE}`, referenceId: 'line',
          body: { refin__Sales_Invoice__c: '@{inv.id}', refin__GL_Account__r: { refin__Account_Number__c: '4000' },
            refin__Unit_Price__c: 10 } },
        { method: 'GET', url: `/services/data/v${VERSION}/sobjects/${INVOICE}/@{inv.id}?fields=refin__Total_Amount__c`,
          referenceId: 'read' },
      ],
    });
    assert.deepEqual(res.compositeResponse.map((r) => r.httpStatusCode), [201, 201, 200]);
    assert.equal(res.compositeResponse[2].body.refin__Total_Amount__c, 10);
  });
  await check('composite: a failed subrequest rolls back with PROCESSING_HALTED', async () => {
    const res = await conn.requestPost(`/services/data/v${VERSION}/composite`, {
      allOrNone: true,
      compositeRequest: [
        { method: 'POST', url: `/services/data/v${VERSION}/sobjects/Account`, referenceId: 'a', body: { Name: 'Halted' } },
        { method: 'POST', url: `/services/data/v${VERSION}/sobjects/Account`, referenceId: 'b', body: { Nope__c: 1 } },
      ],
    });
    assert.equal(res.compositeResponse[0].body[0].errorCode, 'PROCESSING_HALTED');
    assert.equal(res.compositeResponse[1].body[0].errorCode, 'INVALID_FIELD');
    assert.equal((await conn.query("SELECT COUNT() FROM Account WHERE Name = 'Halted'")).totalSize, 0);
  });
  await check('tree: records created with a parent external id inside the tree', async () => {
    const res = await conn.requestPost(`/services/data/v${VERSION}/composite/tree/${INVOICE}`, {
      records: [{ attributes: { type: INVOICE, referenceId: 'inv1' }, refin__Reference__c: 'ERP-4714',
        refin__Entity__r: { refin__Code__c: 'E-1' } }],
    });
    assert.equal(res.hasErrors, false);
    assert.equal(res.results[0].referenceId, 'inv1');
  });

  await check('errors: malformed SOQL is MALFORMED_QUERY without a fields member', async () => {
    const e = await rejects(conn.query('SELECT FROM WHERE'), 'MALFORMED_QUERY');
    assert.equal(e.data && e.data.fields, undefined);
  });
  await check('errors: an unknown field on create is INVALID_FIELD naming the column', async () => {
    const e = await rejects(conn.sobject('Account').create({ Nope__c: 1 }), 'INVALID_FIELD');
    assert.match(e.message, /Nope__c/);
  });
  await check('errors: an unknown record is NOT_FOUND', async () => {
    await rejects(conn.sobject('Account').retrieve('001000000000000AAA'), 'NOT_FOUND');
  });
  await check('describe is the law: a ledger row cannot be deleted (CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY); the ledger balances', async () => {
    const row = (await conn.query(`SELECT Id FROM ${TX} LIMIT 1`)).records[0];
    const e = await rejects(conn.sobject(TX).destroy(row.Id), 'CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY');
    assert.match(e.message, /entity type cannot be deleted: Accounting Transaction/);
    const [sums] = (await conn.query(`SELECT SUM(refin__Debit__c) d, SUM(refin__Credit__c) c FROM ${TX}`)).records;
    assert.equal(sums.d, sums.c);
    assert.ok(sums.d > 0);
  });
  await check('money: an EUR bill at 1.1 commits its budget line and budget in the ledger\'s currency; its total stays in EUR', async () => {
    const vendor = (await conn.query("SELECT Id FROM Account WHERE Name = 'Paper Supplies Ltd'")).records[0].Id;
    const entity = (await conn.query("SELECT Id FROM refin__Entity__c WHERE refin__Code__c = 'E-1'")).records[0].Id;
    const period = (await conn.query("SELECT Id FROM refin__Accounting_Period__c WHERE Name = '2000-2099'")).records[0].Id;
    const expense = (await conn.query("SELECT Id FROM refin__GL_Account__c WHERE refin__Account_Number__c = '6100'")).records[0].Id;
    const budget = (await conn.sobject('refin__Budget__c').create({ Name: 'FY', refin__Entity__c: entity })).id;
    const line = (await conn.sobject('refin__Budget_Line__c').create({
      refin__Budget__c: budget, refin__GL_Account__c: expense, refin__Accounting_Period__c: period, refin__Budgeted_Amount__c: 1000,
    })).id;
    const bill = (await conn.sobject('refin__Purchase_Invoice__c').create({
      refin__Entity__c: entity, refin__Vendor__c: vendor, refin__Invoice_Date__c: '2024-06-10', CurrencyIsoCode: 'EUR',
    })).id;
    await conn.sobject('refin__Purchase_Invoice_Line__c').create({ refin__Purchase_Invoice__c: bill, refin__Quantity__c: 1, refin__Unit_Cost__c: 100 });
    await conn.sobject('refin__Purchase_Invoice__c').update({ Id: bill, refin__Status__c: 'Posted' });
    const [ledger] = (await conn.query(`SELECT SUM(refin__Debit__c) d FROM ${TX} WHERE refin__Purchase_Invoice__c = '${bill}'`
      + " AND refin__GL_Account__r.refin__Account_Number__c = '6100'")).records;
    assert.equal(ledger.d, 110);
    const budgetLine = await conn.sobject('refin__Budget_Line__c').retrieve(line);
    assert.equal(budgetLine.refin__Committed_Amount__c, 110);
    assert.equal(budgetLine.refin__Available_Amount__c, 890);
    const totals = await conn.sobject('refin__Budget__c').retrieve(budget);
    assert.equal(totals.refin__Total_Committed__c, 110);
    assert.equal((await conn.sobject('refin__Purchase_Invoice__c').retrieve(bill)).refin__Total_Amount__c, 100);
  });
  await check('values: an upsert by an empty external id is refused with MISSING_ARGUMENT; nothing is created', async () => {
    const dimension = conn.sobject('refin__Dimension__c');
    const before = await dimension.count();
    const e = await rejects(dimension.upsert({ Name: 'No key', refin__Code__c: '' }, 'refin__Code__c'), 'MISSING_ARGUMENT');
    assert.match(e.message, /refin__Code__c not specified/);
    assert.equal(await dimension.count(), before);
  });
  await check('values: an empty string is stored as null and matches = \'\'', async () => {
    const created = await conn.sobject('Account').create({ Name: 'Blank Phone Ltd', Phone: '' });
    assert.equal((await conn.sobject('Account').retrieve(created.id)).Phone, null);
    const found = await conn.query("SELECT Id FROM Account WHERE Name = 'Blank Phone Ltd' AND Phone = ''");
    assert.equal(found.totalSize, 1);
  });
  await check('protocol: a custom object record without Name is named after its 15-character id', async () => {
    const created = await conn.sobject('refin__Dimension__c').create({ refin__Code__c: 'NO-NAME' });
    assert.equal((await conn.sobject('refin__Dimension__c').retrieve(created.id)).Name, created.id.slice(0, 15));
  });
  await check('protocol: DELETE by external id deletes the record; again it is NOT_FOUND', async () => {
    const created = await conn.sobject('refin__Dimension__c').create({ Name: 'Gone', refin__Code__c: 'GONE-1' });
    const url = `/services/data/v${VERSION}/sobjects/refin__Dimension__c/refin__Code__c/GONE-1`;
    await conn.request({ method: 'DELETE', url });
    await rejects(conn.sobject('refin__Dimension__c').retrieve(created.id), 'ENTITY_IS_DELETED');
    await rejects(conn.request({ method: 'DELETE', url }), 'NOT_FOUND');
  });
  await check('protocol: versions start at 31.0; a retired version answers 410 GONE', async () => {
    const versions = await conn.request('/services/data');
    assert.equal(versions[0].version, '31.0');
    await rejects(conn.request('/services/data/v26.0/sobjects'), 'GONE');
  });
  await check('protocol: a composite subrequest with an unencoded % runs (LIKE \'Ac%\')', async () => {
    const answer = await conn.requestPost(`/services/data/v${VERSION}/composite`, {
      compositeRequest: [{ method: 'GET', referenceId: 'q',
        url: `/services/data/v${VERSION}/query?q=SELECT Id FROM Account WHERE Name LIKE 'Ac%'` }],
    });
    assert.equal(answer.compositeResponse[0].httpStatusCode, 200);
    assert.ok(answer.compositeResponse[0].body.totalSize >= 1);
  });
  await check('protocol: what is not emulated answers NOT_FOUND (compactLayouts)', async () => {
    await rejects(conn.request(`/services/data/v${VERSION}/sobjects/Account/describe/compactLayouts`), 'NOT_FOUND');
  });
  await check('sosl: search() finds an account by a word of its name', async () => {
    const found = await conn.search('FIND {Acme} IN ALL FIELDS RETURNING Account(Id, Name)');
    assert.deepEqual(found.searchRecords.map((r) => r.Name), ['Acme']);
  });
  await check('recent: recent() lists a record retrieved by id first', async () => {
    const customer = (await conn.query("SELECT Id FROM Account WHERE Name = 'Acme'")).records[0].Id;
    await conn.sobject('Account').retrieve(customer);
    const items = await conn.recent();
    assert.equal(items[0].Id, customer);
  });
  await check('explain: query(...).explain() answers a plan for the object', async () => {
    const plan = await conn.query('SELECT Id FROM Account').explain();
    assert.equal(plan.plans[0].sobjectType, 'Account');
  });

  await check('soql: semi-join Id IN (SELECT ...) and anti-join NOT IN', async () => {
    const inv = await conn.query(
      `SELECT Id FROM refin__Entity__c WHERE Id IN (SELECT refin__Entity__c FROM ${INVOICE})`);
    assert.equal(inv.totalSize, 1);
    const none = await conn.query(
      `SELECT Id FROM refin__Entity__c WHERE Id NOT IN (SELECT refin__Entity__c FROM ${INVOICE})`);
    assert.equal(none.totalSize, 0);
  });
  await check('soql: GROUP BY with HAVING and a date function', async () => {
    const res = await conn.query(
      `SELECT CALENDAR_YEAR(CreatedDate) y, COUNT(Id) n FROM ${INVOICE} GROUP BY CALENDAR_YEAR(CreatedDate)`
        + ' HAVING COUNT(Id) > 1');
    assert.equal(res.totalSize, 1);
    assert.equal(res.records[0].y, new Date().getUTCFullYear());
    assert.ok(res.records[0].n >= 2);
  });

  await check('limits: limits() answers DailyApiRequests and jsforce reads Sforce-Limit-Info', async () => {
    const limits = await conn.limits();
    assert.equal(limits.DailyApiRequests.Max, 15000);
    assert.ok(limits.DailyApiRequests.Remaining < 15000);
    assert.equal(conn.limitInfo.apiUsage.limit, 15000);
    assert.ok(conn.limitInfo.apiUsage.used > 10);
    assert.equal(conn.limitInfo.apiUsage.used + limits.DailyApiRequests.Remaining, 15000);
  });
  await check('identity: identity() follows the identity URL of the token response', async () => {
    const me = await conn.identity();
    assert.equal(me.user_id, conn.userInfo.id);
    assert.equal(me.username, USER.username);
    assert.equal(me.display_name, USER.name);
    assert.equal(typeof me.urls.rest, 'string');
  });
  await checkBulk2(conn);

  await check('recent: sobject basic info answers recentItems', async () => {
    const items = await conn.sobject('Account').recent();
    assert.ok(Array.isArray(items));
  });
  await check('logout: revokes the access token; the next call answers 401 INVALID_SESSION_ID', async () => {
    const session = await login(url);
    const token = session.accessToken;
    await session.logout();
    const after = new jsforce.Connection({ instanceUrl: url, accessToken: token, version: VERSION });
    await rejects(after.query('SELECT Id FROM Account LIMIT 1'), 'INVALID_SESSION_ID');
  });
}

/** Reads a bulk2 query's record stream to the end. */
function records(stream) {
  return new Promise((resolve, reject) => {
    const out = [];
    stream.on('record', (r) => out.push(r));
    stream.on('end', () => resolve(out));
    stream.on('error', reject);
  });
}

/** Bulk API 2.0 through jsforce's conn.bulk2: ingest (both ways of driving a job) and query, unmodified. */
async function checkBulk2(conn) {
  conn.bulk2.pollInterval = 200;
  conn.bulk2.pollTimeout = 60000;
  const customer = (await conn.query("SELECT Id FROM Account WHERE Name = 'Acme'")).records[0].Id;
  let invoices = [];
  await check('bulk2: loadAndWaitForResults inserts invoices through the package\'s rules (parents by external id, #N/A)', async () => {
    const input = [1, 2, 3].map((i) => ({
      'refin__Entity__r.refin__Code__c': i === 3 ? 'NOPE' : 'E-1',
      refin__Customer__c: customer,
      refin__Reference__c: `BULK2-${i}`,
      refin__Invoice_Date__c: i === 2 ? '2024-06-10' : null,
    }));
    const res = await conn.bulk2.loadAndWaitForResults({ object: INVOICE, operation: 'insert', input });
    assert.equal(res.successfulResults.length, 2, JSON.stringify(res.failedResults));
    assert.equal(res.failedResults.length, 1);
    assert.equal(res.unprocessedRecords.length, 0);
    assert.match(res.failedResults[0].sf__Error,
      /^INVALID_FIELD:Foreign key external ID: NOPE not found for field refin__Code__c in entity refin__Entity__c/);
    assert.equal(res.failedResults[0].sf__Id, '');
    assert.equal(res.failedResults[0].refin__Reference__c, 'BULK2-3');
    for (const ok of res.successfulResults) {
      assert.match(ok.sf__Id, /^[a-zA-Z0-9]{18}$/);
      assert.equal(ok.sf__Created, 'true');
    }
    invoices = res.successfulResults.map((r) => r.sf__Id);
    const read = await conn.sobject(INVOICE).retrieve(invoices[1]);
    assert.equal(read.refin__Status__c, 'Draft');
    assert.equal(read.refin__Invoice_Date__c, '2024-06-10');
    assert.ok(read.Name && read.Name.length > 0, 'numbered by the package');
  });
  await check('bulk2: createJob, open, uploadData, close, poll, getAllResults (lines by update, then delete)', async () => {
    const lines = await conn.sobject(LINE).create(invoices.map((id) => ({
      refin__Sales_Invoice__c: id, refin__GL_Account__r: { refin__Account_Number__c: '4000' },
      refin__Quantity__c: 1, refin__Unit_Price__c: 10,
    })), { allOrNone: true });
    const update = conn.bulk2.createJob({ object: LINE, operation: 'update' });
    const opened = await update.open();
    assert.equal(opened.state, 'Open');
    assert.match(opened.contentUrl, /^services\/data\/v60\.0\/jobs\/ingest\/750\w{15}\/batches$/);
    await update.uploadData(lines.map((l, i) => ({ Id: l.id, refin__Quantity__c: 3 + i, refin__Description__c: null })));
    await update.close();
    await update.poll();
    const info = await update.check();
    assert.equal(info.state, 'JobComplete');
    assert.equal(info.numberRecordsProcessed, 2);
    assert.equal(info.numberRecordsFailed, 0);
    const results = await update.getAllResults();
    assert.deepEqual(results.successfulResults.map((r) => r.sf__Created), ['false', 'false']);
    assert.equal((await conn.sobject(INVOICE).retrieve(invoices[0])).refin__Total_Amount__c, 30);
    assert.equal((await conn.sobject(INVOICE).retrieve(invoices[1])).refin__Total_Amount__c, 40);

    const remove = conn.bulk2.createJob({ object: LINE, operation: 'delete' });
    await remove.open();
    await remove.uploadData(`Id\n${lines[0].id}\n${lines[0].id.slice(0, 15)}X\n`);
    await remove.close();
    await remove.poll();
    const removed = await remove.getAllResults();
    assert.equal(removed.successfulResults.length, 1);
    assert.equal(removed.failedResults.length, 1);
    await rejects(conn.sobject(LINE).retrieve(lines[0].id), 'ENTITY_IS_DELETED');
    await remove.delete();
    await rejects(remove.check(), 'NOT_FOUND');
  });
  await check('bulk2: upsert by external id reports created, and an aborted job is refused by poll()', async () => {
    const res = await conn.bulk2.loadAndWaitForResults({
      object: 'refin__GL_Account__c', operation: 'upsert', externalIdFieldName: 'refin__Account_Number__c',
      input: [{ refin__Account_Number__c: '4000', Name: '4000 Sales' }, { refin__Account_Number__c: '4100', Name: '4100 Services' }],
    });
    assert.deepEqual(res.successfulResults.map((r) => r.sf__Created).sort(), ['false', 'true']);
    const job = conn.bulk2.createJob({ object: 'Account', operation: 'insert' });
    await job.open();
    await job.abort();
    await assert.rejects(job.poll(), /Job has been aborted/);
  });
  await check('bulk2: a delete job of ledger rows (not deletable) is refused at creation with INVALIDJOB', async () => {
    const job = conn.bulk2.createJob({ object: TX, operation: 'delete' });
    await assert.rejects(job.open(), (err) => {
      assert.match(err.message, /InvalidJob : Entity 'refin__Accounting_Transaction__c' is not deletable/);
      return true;
    });
  });
  await check('bulk2: query and queryAll stream rows with parent columns (one result page)', async () => {
    const rows = await records(await conn.bulk2.query(
      `SELECT Id, Name, refin__Reference__c, refin__Entity__r.refin__Code__c FROM ${INVOICE}`
        + " WHERE refin__Reference__c LIKE 'BULK2-%' ORDER BY refin__Reference__c"));
    assert.deepEqual(rows.map((r) => r.refin__Reference__c), ['BULK2-1', 'BULK2-2']);
    assert.equal(rows[0]['refin__Entity__r.refin__Code__c'], 'E-1');
    assert.equal(rows[0].Id, invoices[0]);
    const all = await records(await conn.bulk2.query('SELECT Id, Name FROM Account', { scanAll: true }));
    assert.equal(all.length, (await conn.query('SELECT COUNT() FROM Account', { scanAll: true })).totalSize);
    const live = await records(await conn.bulk2.query('SELECT Id, Name FROM Account'));
    assert.equal(live.length, (await conn.query('SELECT COUNT() FROM Account')).totalSize);
    assert.ok(all.length > live.length, 'queryAll also reads the recycle bin');
  });
  skip('bulk2: query results over several pages (Sforce-Locator)',
    'jsforce pipes every page into one stream that ends with the first page: ERR_STREAM_WRITE_AFTER_END'
      + ' (jsforce/jsforce#1546, #1693); the runtime\'s BulkQuery and the emulator tests cover locators');
  await check('bulk2: a parent-to-child subquery is refused on create with the platform\'s error array', async () => {
    const e = await rejects(
      conn.bulk2.query(`SELECT Id, (SELECT Id FROM refin__Lines__r) FROM ${INVOICE}`), 'API_ERROR');
    assert.equal(e.message, 'Aggregate Relationships not supported in Bulk Query');
  });
}

async function runLimited(url) {
  await check('limits: calls over the daily quota answer 403 REQUEST_LIMIT_EXCEEDED', async () => {
    const conn = connection(url, { instanceUrl: url, accessToken: '00D5g0000000001!refin-emulator-default-token' });
    for (let i = 0; i < 3; i++) {
      await conn.query('SELECT Id FROM Account LIMIT 1');
    }
    assert.equal(conn.limitInfo.apiUsage.used, 3);
    const e = await rejects(conn.query('SELECT Id FROM Account LIMIT 1'), 'REQUEST_LIMIT_EXCEEDED');
    assert.match(e.message, /TotalRequests Limit exceeded/);
  });
}

async function main() {
  const started = Date.now();
  const emulator = await startEmulator('emulator.yaml');
  const limited = await startEmulator('limited.yaml');
  try {
    await run(emulator.url);
    await runLimited(limited.url);
  } finally {
    await emulator.stop();
    await limited.stop();
  }
  console.log(`jsforce ${jsforce.VERSION} against ${path.basename(JAR)} in ${((Date.now() - started) / 1000).toFixed(1)} s`
    + (results.skipped ? `, ${results.skipped} skipped` : ''));
  console.log(`${results.passed} passed, ${results.failed} failed`);
  process.exit(results.failed === 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  console.log(`${results.passed} passed, ${results.failed + 1} failed`);
  process.exit(1);
});
