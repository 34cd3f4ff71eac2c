/**
 * The TypeScript + JSX rule every build uses (browser and server targets alike), so both compile the same source
 * the same way: React's automatic runtime through emotion's JSX (the `css` prop).
 * @param {{ production: boolean, targets: string }} options
 */
export function swcRule({ production, targets }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: !production } },
        experimental: { plugins: [] },
      },
      env: { targets },
    },
  };
}
