/* fake-library.c — a shared library with the name of one Fourteen opens on
 * first use (libstrophe.so.0, libsecret-1.so.0, libavahi-client.so.3) and
 * none of its functions: test-library-loader puts these first on the
 * library path to see what a player whose library is missing or of another
 * version is told. */
int fourteen_fake_library (void);

int
fourteen_fake_library (void)
{
  return 0;
}
