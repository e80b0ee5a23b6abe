import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // Under a loaded 2-core machine one MUI form test took 17 s (LoginDialog); a ceiling, not a speed test.
      testTimeout: 30_000,
      // Vitest's default is one worker fewer than the cores: one worker on this 2-core machine, 72 s against 45 s
      // with two (docs/benchmarks.md "CI").
      poolOptions: { forks: { maxForks: 2 } },
    },
  }),
);
