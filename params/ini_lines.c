/* Lines of an INI file for inih (ini_lines.h). */
#include "params/ini_lines.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

FILE *ini_lines_open(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    struct stat st;
    if (!f) {
        snprintf(err, errlen, "%s: cannot open (%s)", path, strerror(errno));
        return NULL;
    }
    if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%s: is a directory, not an INI file", path);
        fclose(f);
        return NULL;
    }
    return f;
}

char *ini_lines_read(char *str, int num, void *stream)
{
    ini_lines *x = stream;
    if (x->too_long || !fgets(str, num, x->f))
        return NULL;
    x->line++;
    x->indented = *str == ' ' || *str == '\t';
    size_t n = strlen(str);
    if (n + 1 < (size_t)num || str[n - 1] == '\n')
        return str;
    /* the buffer is full without a newline: the end of the file, the
     * newline just after, or a line too long */
    int c = fgetc(x->f);
    if (c == EOF || c == '\n')
        return str;
    ungetc(c, x->f);
    x->too_long = x->line;
    x->max = num - 2;
    return NULL;
}
