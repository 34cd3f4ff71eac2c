/**
 * The contract's shapes (issue 26): every bus event's payload, every shared atom's value and every parcel props type,
 * written out structurally by the TypeScript checker into contract-shapes.json. A remote's build records the shapes
 * of what it uses (@sf/build-config's ContractManifestPlugin); the server refuses a release whose shapes differ from
 * its own and names the difference. `--write` regenerates the file; without it, exits 1 when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHAPES_FILE = path.join(root, 'contract-shapes.json');
const PARCEL_PROPS = ['RouteInfo', 'ShellProps', 'PageProps', 'DialogProps', 'WidgetProps', 'ParcelLifecycleProps'];
const MAX_DEPTH = 8;

/** Computes the shapes from the package's sources. */
export function computeShapes() {
  const entry = path.join(root, 'src', 'index.ts');
  const program = ts.createProgram([entry], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    skipLibCheck: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const exports = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(source)).map((symbol) => [symbol.name, symbol]));
  const ours = (declaration) => path.resolve(declaration.getSourceFile().fileName).startsWith(path.join(root, 'src'));

  const describe = (type, depth) => {
    const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType);
    if (depth > MAX_DEPTH) return text;
    if (type.isUnion()) return [...new Set(type.types.map((member) => describe(member, depth + 1)))].sort().join(' | ');
    if (type.isIntersection())
      return type.types
        .map((member) => describe(member, depth + 1))
        .sort()
        .join(' & ');
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      return `${text.startsWith('readonly') ? 'readonly ' : ''}${checker.isTupleType(type) ? 'tuple' : 'array'}<${checker
        .getTypeArguments(type)
        .map((argument) => describe(argument, depth + 1))
        .join(', ')}>`;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return text;
    // Types from outside the contract (HTMLElement, React's ComponentType) are named, not expanded.
    const declarations = type.getSymbol()?.getDeclarations() ?? [];
    if (declarations.length && !declarations.some(ours) && type.getSymbol()?.name !== '__type' && type.getSymbol()?.name !== '__object') return text;
    const calls = type.getCallSignatures();
    const properties = checker.getPropertiesOfType(type);
    const parts = [];
    for (const signature of calls) {
      const parameters = signature.getParameters().map((parameter) => {
        const parameterType = checker.getTypeOfSymbol(parameter);
        return `${parameter.name}${parameter.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${describe(parameterType, depth + 1)}`;
      });
      parts.push(`(${parameters.join(', ')}) => ${describe(signature.getReturnType(), depth + 1)}`);
    }
    for (const info of checker.getIndexInfosOfType(type)) {
      parts.push(`[key: ${checker.typeToString(info.keyType)}]: ${describe(info.type, depth + 1)}`);
    }
    for (const property of [...properties].sort((a, b) => a.name.localeCompare(b.name))) {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly = ts.getCheckFlags?.(property) & ts.CheckFlags?.Readonly ? 'readonly ' : '';
      parts.push(`${readonly}${property.name}${optional}: ${describe(checker.getTypeOfSymbol(property), depth + 1)}`);
    }
    return calls.length && !properties.length ? parts.join(' & ') : `{ ${parts.join('; ')} }`;
  };

  const declaredType = (name) => {
    const symbol = exports.get(name);
    if (!symbol) throw new Error(`@sf/remote-contract exports no ${name}`);
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return checker.getDeclaredTypeOfSymbol(target);
  };

  const events = {};
  for (const property of checker.getPropertiesOfType(declaredType('EventMap'))) {
    events[property.name] = describe(checker.getTypeOfSymbol(property), 0);
  }
  const atoms = {};
  for (const [name, symbol] of [...exports].sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.startsWith('$')) continue;
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const get = checker.getTypeOfSymbol(target).getProperty('get');
    if (!get) continue;
    const [signature] = checker.getTypeOfSymbol(get).getCallSignatures();
    atoms[name] = describe(signature.getReturnType(), 0);
  }
  const parcelProps = Object.fromEntries(PARCEL_PROPS.map((name) => [name, describe(declaredType(name), 0)]));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return { package: '@sf/remote-contract', version, events, atoms, parcelProps };
}

const serialise = (shapes) => `${JSON.stringify(shapes, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const next = serialise(computeShapes());
  if (process.argv.includes('--write')) {
    writeFileSync(SHAPES_FILE, next);
    console.log(`wrote ${path.relative(process.cwd(), SHAPES_FILE)}`);
  } else {
    let current = '';
    try {
      current = readFileSync(SHAPES_FILE, 'utf8');
    } catch {}
    if (current !== next) {
      console.error('contract-shapes.json is stale: run `npm run shapes -w @sf/remote-contract`');
      process.exit(1);
    }
  }
}
