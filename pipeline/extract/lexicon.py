def user_words():
    return []
