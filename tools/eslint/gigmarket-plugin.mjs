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

/** Somewhere down a query builder chain: `.update(JobApplication)`, or `.update()` on a job applications' repository's builder. */
function chainUpdatesJobApplication(node, isRepository) {
  let current = node;
  let updates = false;
  while (current?.type === 'CallExpression' && current.callee.type === 'MemberExpression') {
    if (current.callee.property.name === 'update') {
      if (isIdentifier(current.arguments[0], JOB_APPLICATION)) return true;
      if (current.arguments.length === 0) updates = true;
    }
    if (updates && isRepository(current.callee.object)) return true;
    current = current.callee.object;
  }
  return false;
}

/** A type annotation `Repository<JobApplication>`. */
const isJobApplicationRepositoryType = (annotation) => {
  const type = annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : annotation;
  const args = type?.typeArguments ?? type?.typeParameters;
  return type?.type === 'TSTypeReference' && isIdentifier(type.typeName, 'Repository') && isIdentifier(args?.params?.[0]?.typeName, JOB_APPLICATION);
};

/** A parameter (plain or a constructor's parameter property) injected with `@InjectJobApplications()`. */
const isInjectedJobApplications = (param) =>
  (param.decorators ?? []).some((decorator) => decorator.expression.type === 'CallExpression' && isIdentifier(decorator.expression.callee, 'InjectJobApplications'));

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
    // The names this file gives the job applications' repository: injected with
    // `@InjectJobApplications()` or declared as `Repository<JobApplication>`.
    const repositoryNames = new Set();
    const calls = [];
    const declarators = [];
    const remember = (param) => {
      const inner = param.type === 'TSParameterProperty' ? param.parameter : param;
      const name = inner?.type === 'Identifier' ? inner.name : null;
      if (name && (isInjectedJobApplications(param) || isJobApplicationRepositoryType(inner.typeAnnotation))) repositoryNames.add(name);
    };
    /** `this.applications`, `applications`, `manager.withRepository(this.applications)`, `getRepository(JobApplication)`. */
    const isRepository = (node) => {
      if (isJobApplicationRepository(node)) return true;
      if (node?.type === 'Identifier') return repositoryNames.has(node.name);
      if (node?.type === 'MemberExpression' && node.object.type === 'ThisExpression' && node.property.type === 'Identifier') return repositoryNames.has(node.property.name);
      return node?.type === 'CallExpression' && node.callee.type === 'MemberExpression' && isIdentifier(node.callee.property, 'withRepository') && isRepository(node.arguments[0]);
    };
    return {
      'FunctionDeclaration, FunctionExpression, ArrowFunctionExpression, TSDeclareFunction'(node) {
        for (const param of node.params) remember(param);
      },
      PropertyDefinition(node) {
        if (node.key.type === 'Identifier' && isJobApplicationRepositoryType(node.typeAnnotation)) repositoryNames.add(node.key.name);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier') declarators.push(node);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') calls.push(node);
      },
      // Judged once the whole file is read, so a repository named further down still counts.
      'Program:exit'() {
        for (const node of declarators) {
          if (isJobApplicationRepositoryType(node.id.typeAnnotation) || isRepository(node.init)) repositoryNames.add(node.id.name);
        }
        for (const node of calls) {
          const method = node.callee.property.name;
          const target = node.callee.object;
          // manager.update(JobApplication, where, { status }) and the like.
          if (WRITE_METHODS.has(method) && isIdentifier(node.arguments[0], JOB_APPLICATION) && node.arguments.slice(1).some(hasStatusKey)) report(node);
          // getRepository(JobApplication) / the injected repository / withRepository(it): .update(where, { status }).
          else if (WRITE_METHODS.has(method) && isRepository(target) && node.arguments.some(hasStatusKey)) report(node);
          // createQueryBuilder().update(JobApplication).set({ status }), or the repository's builder.
          else if (method === 'set' && hasStatusKey(node.arguments[0]) && chainUpdatesJobApplication(target, isRepository)) report(node);
        }
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
