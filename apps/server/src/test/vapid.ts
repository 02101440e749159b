/** A fixed VAPID key pair and subject for test apps (production requires them; push-config.ts). */
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY:
    'BHhlLujIkt-foNbZQ5Wnw8F_WewjK6tUlsi-zyHPpePxjNfc9xUaiWL2RsA1WRQHS3am3EX2r1MJ7eN3Sz9nXJE',
  VAPID_PRIVATE_KEY: 'nEQPXoLmlRC52ef2GYSfsMEeggjq0XK9MiAIt5fF0Cg',
  VAPID_SUBJECT: 'mailto:push@app.test',
};
