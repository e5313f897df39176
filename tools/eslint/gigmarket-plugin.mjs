// The workspace's own lint rules: the API's invariants that no library rule knows
// (docs/architecture.md "Rules the build enforces").

const JOB_APPLICATION = 'JobApplication';
const WRITE_METHODS = new Set(['update', 'save', 'upsert', 'increment', 'decrement']);
const RAW_STATUS_UPDATE = /\bUPDATE\s+[`"]?jobapplication[`"]?\b[\s\S]*\bSET\b[\s\S]*\bstatus\s*=/i;

const isIdentifier = (node, name) => node?.type === 'Identifier' && node.name === name;
const hasStatusKey = (node) =>
  node?.type === 'ObjectExpression' &&
  node.properties.some(
    (property) =>
      property.type === 'Property' &&
      ((property.key.type === 'Identifier' && property.key.name === 'status') || (property.key.type === 'Literal' && property.key.value === 'status')),
  );

/** `getRepository(JobApplication)` / `manager.getRepository(JobApplication)`. */
const isJobApplicationRepository = (node) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.property.name === 'getRepository' &&
  isIdentifier(node.arguments[0], JOB_APPLICATION);

/** Somewhere down a query builder chain: `.update(JobApplication)`. */
function chainUpdatesJobApplication(node) {
  let current = node;
  while (current?.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
    if (current.callee.property.name === 'update' && isIdentifier(current.arguments[0], JOB_APPLICATION)) return true;
    current = current.callee.object;
  }
  return false;
}

const hireStatusOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the hire state machine (api/src/hires/hire-state.ts) writes a job application’s status' },
    messages: {
      write: 'A job application’s status is written only by HireStateMachine (api/src/hires/hire-state.ts): ask it to move the hire.',
    },
    schema: [],
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'write' });
    const checkSql = (node, text) => {
      if (RAW_STATUS_UPDATE.test(text)) report(node);
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const method = callee.property.name;
        // manager.update(JobApplication, where, { status }) and the like.
        if (WRITE_METHODS.has(method) && isIdentifier(node.arguments[0], JOB_APPLICATION) && node.arguments.slice(1).some(hasStatusKey)) report(node);
        // getRepository(JobApplication).update(where, { status }).
        if (WRITE_METHODS.has(method) && isJobApplicationRepository(callee.object) && node.arguments.some(hasStatusKey)) report(node);
        // createQueryBuilder().update(JobApplication).set({ status }).
        if (method === 'set' && hasStatusKey(node.arguments[0]) && chainUpdatesJobApplication(callee.object)) report(node);
      },
      Literal(node) {
        if (typeof node.value === 'string') checkSql(node, node.value);
      },
      TemplateLiteral(node) {
        checkSql(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
      },
    };
  },
};

const DATA_SOURCE_NAMES = new Set(['dataSource', 'manager', 'connection', 'queryRunner']);

const transactionHelper = {
  meta: {
    type: 'problem',
    docs: { description: 'Transactions open through api/src/common/transaction.ts, the one helper' },
    messages: {
      direct:
        'Open transactions with transaction(dataSource, work) from api/src/common/transaction.ts: it queues them on SQLite and lets nested work join (decision 0008).',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (name === 'startTransaction') {
          context.report({ node, messageId: 'direct' });
          return;
        }
        if (name !== 'transaction') return;
        const target = callee.object;
        const targetName = target.type === 'Identifier' ? target.name : target.type === 'MemberExpression' && target.property.type === 'Identifier' ? target.property.name : null;
        if (targetName && DATA_SOURCE_NAMES.has(targetName)) context.report({ node, messageId: 'direct' });
      },
    };
  },
};

export default {
  meta: { name: 'gigmarket' },
  rules: { 'hire-status-owner': hireStatusOwner, 'transaction-helper': transactionHelper },
};
